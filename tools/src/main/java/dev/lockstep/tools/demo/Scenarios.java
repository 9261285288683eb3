package dev.lockstep.tools.demo;

import dev.lockstep.tools.BadInputException;
import java.util.List;

/**
 * The named scenarios that {@code demo}, {@code render} (and later {@code record}) can run. One
 * place to add the collision reference scenario when it lands.
 */
public final class Scenarios {
    /** The scenario {@code demo} runs. */
    public static final String DEFAULT = "balls";

    private static final List<String> NAMES = List.of(DEFAULT);

    private Scenarios() {
    }

    /** Returns the known scenario names. */
    public static List<String> names() {
        return NAMES;
    }

    /**
     * Returns a fresh scenario named {@code name} for {@code seed}.
     *
     * @throws BadInputException if no scenario has that name
     */
    public static DemoScenario create(String name, long seed) {
        if (DEFAULT.equals(name)) {
            return new FixedPointWorkload(seed);
        }
        throw new BadInputException("unknown scenario \"" + name + "\"",
                "Known scenarios: " + String.join(", ", NAMES) + ".");
    }
}
