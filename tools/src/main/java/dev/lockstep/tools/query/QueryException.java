package dev.lockstep.tools.query;

/** A query that cannot be run; the message starts with the JSON path of the value at fault. */
public final class QueryException extends Exception {
    private static final long serialVersionUID = 1L;

    public QueryException(String message) {
        super(message);
    }
}
