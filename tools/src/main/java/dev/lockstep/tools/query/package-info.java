/**
 * {@code lockstep query}: ray casts and shape casts against a {@code simulate} scene, as JSON lines
 * (issue 19), so a world's queries can be checked from outside the JVM. {@link
 * dev.lockstep.tools.query.QueryParser} reads one query (also used by the scene format's
 * {@code queries} list), {@link dev.lockstep.tools.query.QueryAnswers} runs it and prints the hits
 * with exact decimals. See {@code tools/docs/query.md}.
 */
package dev.lockstep.tools.query;
