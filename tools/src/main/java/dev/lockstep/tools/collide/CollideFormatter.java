package dev.lockstep.tools.collide;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.Vec3;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/**
 * Writes {@code collide} answers as one JSON line each, every number as the exact decimal string
 * of its raw value ({@link FixedFormat#toExactString}), so that {@code parseExact} reads back the
 * same bits: {@code {"distance":D,"normal":V,"points":[{"p":V,"depth":D},...]}} or
 * {@code {"error":"..."}}.
 */
public final class CollideFormatter {
    private final JsonFactory factory = new JsonFactory();

    /** Returns the JSON line (no terminator) for {@code answer}. */
    public String answer(CollideAnswer answer) {
        StringWriter sw = new StringWriter(128);
        try (JsonGenerator g = factory.createGenerator(sw)) {
            g.writeStartObject();
            g.writeStringField("distance", FixedFormat.toExactString(answer.distance()));
            g.writeFieldName("normal");
            vector(g, answer.normal());
            g.writeArrayFieldStart("points");
            for (CollideAnswer.ContactPoint point : answer.points()) {
                g.writeStartObject();
                g.writeFieldName("p");
                vector(g, point.p());
                g.writeStringField("depth", FixedFormat.toExactString(point.depth()));
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);         // a StringWriter does not fail
        }
        return sw.toString();
    }

    /**
     * Returns the JSON line for a mesh answer (issue 5):
     * {@code {"distance":D,"manifolds":[{"normal":V,"points":[{"p":V,"depth":D}],"mesh":m,"triangle":t},...],"voided":N}};
     * {@code distance} is {@code null} when no triangle lies within the kernel's query range.
     */
    public String meshAnswer(MeshAnswer answer) {
        StringWriter sw = new StringWriter(256);
        try (JsonGenerator g = factory.createGenerator(sw)) {
            g.writeStartObject();
            if (answer.distance().isPresent()) {
                g.writeStringField("distance", FixedFormat.toExactString(answer.distance().getAsLong()));
            } else {
                g.writeNullField("distance");
            }
            g.writeArrayFieldStart("manifolds");
            for (MeshAnswer.MeshManifold m : answer.manifolds()) {
                g.writeStartObject();
                g.writeFieldName("normal");
                vector(g, m.normal());
                g.writeArrayFieldStart("points");
                g.writeStartObject();
                g.writeFieldName("p");
                vector(g, m.p());
                g.writeStringField("depth", FixedFormat.toExactString(m.depth()));
                g.writeEndObject();
                g.writeEndArray();
                g.writeNumberField("mesh", m.mesh());
                g.writeNumberField("triangle", m.triangle());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeNumberField("voided", answer.voided());
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return sw.toString();
    }

    /** Returns {@code {"error":"message"}} with the message JSON-escaped. */
    public String error(String message) {
        StringWriter sw = new StringWriter(64 + message.length());
        try (JsonGenerator g = factory.createGenerator(sw)) {
            g.writeStartObject();
            g.writeStringField("error", message);
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return sw.toString();
    }

    private static void vector(JsonGenerator g, Vec3 v) throws IOException {
        g.writeStartArray();
        g.writeString(FixedFormat.toExactString(v.x()));
        g.writeString(FixedFormat.toExactString(v.y()));
        g.writeString(FixedFormat.toExactString(v.z()));
        g.writeEndArray();
    }
}
