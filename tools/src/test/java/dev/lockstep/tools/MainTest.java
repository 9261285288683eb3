package dev.lockstep.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** The command framework: help, exit codes, error messages that say what to do. */
class MainTest {
    @ParameterizedTest
    @ValueSource(strings = {"demo", "eval", "collide", "render", "record", "verify", "verify-batch", "inspect", "diff", "mesh-check", "bench"})
    void everySubcommand_hasHelp_exit0(String sub) {
        CliRun r = CliRun.run("", sub, "--help");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("Usage: lockstep " + sub), r.out());
        assertTrue(r.out().contains("Exit codes:"), "help documents exit codes: " + r.out());
    }

    @Test
    void rootHelp_listsSubcommandsAndExitCodes() {
        CliRun r = CliRun.run("", "--help");
        assertEquals(ExitCodes.OK, r.exitCode());
        for (String sub : new String[]{"demo", "eval", "collide", "render", "bench"}) {
            assertTrue(r.out().contains(sub), sub);
        }
        assertTrue(r.out().contains("2   bad input"), r.out());
    }

    @Test
    void noSubcommand_isBadInput_andSaysWhatToDo() {
        CliRun r = CliRun.run("");
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("missing subcommand") && r.err().contains("lockstep demo"), r.err());
    }

    @Test
    void unknownSubcommand_isBadInput_withSuggestion() {
        CliRun r = CliRun.run("", "dmeo");
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("Unmatched argument") && r.err().contains("Subcommands: help, demo, eval"), r.err());
        assertTrue(r.err().contains("--help"), r.err());
    }

    @Test
    void unknownOption_isBadInput_namingTheSubcommandHelp() {
        CliRun r = CliRun.run("", "eval", "--bogus");
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("Unknown option: '--bogus'"), r.err());
        assertTrue(r.err().contains("Run 'lockstep eval --help'"), r.err());
    }

    @Test
    void badOptionValue_isBadInput() {
        CliRun r = CliRun.run("", "demo", "--ticks", "many");
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("--ticks"), r.err());
    }

    @Test
    void version_exit0() {
        CliRun r = CliRun.run("", "--version");
        assertEquals(ExitCodes.OK, r.exitCode());
        assertTrue(r.out().startsWith("lockstep "), r.out());
    }
}
