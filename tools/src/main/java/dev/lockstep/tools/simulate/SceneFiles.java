package dev.lockstep.tools.simulate;

import dev.lockstep.tools.BadInputException;
import dev.lockstep.tools.CliIo;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reads a scene's text for the commands that take one ({@code simulate}, {@code query}): bounded, strict UTF-8. */
public final class SceneFiles {
    private SceneFiles() {
    }

    /**
     * Returns the text of {@code sceneFile} ({@code -} for standard input).
     *
     * @throws BadInputException if the file is missing, unreadable, larger than
     *     {@code 4 * SceneParser.MAX_SCENE_CHARS} bytes or not UTF-8
     */
    public static String read(CliIo io, String sceneFile) {
        byte[] bytes;
        try (InputStream in = "-".equals(sceneFile) ? io.in() : Files.newInputStream(Path.of(sceneFile))) {
            // 4 bytes per character at most in UTF-8: read one past the bound to detect an oversize file
            bytes = in.readNBytes(4 * SceneParser.MAX_SCENE_CHARS + 1);
        } catch (NoSuchFileException e) {
            throw new BadInputException("scene file not found: " + sceneFile, "Check the path.", e);
        } catch (IOException | java.nio.file.InvalidPathException e) {
            throw new BadInputException("cannot read scene " + sceneFile + ": " + e, "Check the path.", e);
        }
        if (bytes.length > 4 * SceneParser.MAX_SCENE_CHARS) {
            throw new BadInputException(sceneFile + ": larger than " + 4 * SceneParser.MAX_SCENE_CHARS + " bytes", "A scene is at most 16 Mi characters.");
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new BadInputException(sceneFile + ": not UTF-8 text", "Save the scene as UTF-8 JSON.", e);
        }
    }
}
