package dev.lockstep.world.bench;

import com.jme3.bullet.util.NativeLibrary;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Loads native Bullet ({@code libbulletjme.so}) from the {@code SpRelease} classifier jar on the
 * test classpath: the library is a resource of that jar, and {@link System#load} needs a file, so
 * it is copied to a temporary file once per JVM.
 */
final class NativeBullet {
    private static final String RESOURCE = "/native/linux/x86_64/libbulletjme.so";
    /** Held so the level set below stays (java.util.logging keeps loggers weakly). */
    private static final Logger JME_LOGGER = Logger.getLogger("com.jme3");
    private static boolean loaded;

    private NativeBullet() {
    }

    static synchronized void load() {
        if (loaded) {
            return;
        }
        // Libbulletjme logs every native object it creates at INFO: thousands of lines per scene
        JME_LOGGER.setLevel(Level.WARNING);
        try (InputStream in = NativeBullet.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is not on the classpath: the Libbulletjme-Linux64 SpRelease jar"
                        + " is missing, or this is not Linux x86_64");
            }
            Path so = Files.createTempFile("libbulletjme", ".so");
            so.toFile().deleteOnExit();
            Files.copy(in, so, StandardCopyOption.REPLACE_EXISTING);
            System.load(so.toAbsolutePath().toString());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot extract " + RESOURCE, e);
        }
        NativeLibrary.setStartupMessageEnabled(false);
        loaded = true;
    }
}
