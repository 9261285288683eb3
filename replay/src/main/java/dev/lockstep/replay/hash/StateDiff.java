package dev.lockstep.replay.hash;

/**
 * Finds the first item where two canonical encodings of the same simulation differ: walks both
 * item by item in stream order, so "first" means first in the canonical order (part, then body id,
 * then field order).
 */
public final class StateDiff {
    private StateDiff() {
    }

    /**
     * Returns the first difference between {@code expected} and {@code actual}, or null when the two
     * encodings are byte-identical.
     *
     * @throws CanonicalFormatException if either encoding is malformed before the first difference
     */
    public static FieldDifference firstDifference(byte[] expected, int expectedLength, byte[] actual, int actualLength) {
        StateReader e = new StateReader(expected, 0, expectedLength);
        StateReader a = new StateReader(actual, 0, actualLength);
        String part = "<none>";
        boolean inBody = false;
        long bodyId = 0;
        while (true) {
            boolean eEnd = e.atEnd();
            boolean aEnd = a.atEnd();
            if (eEnd || aEnd) {
                if (eEnd && aEnd) {
                    return null;
                }
                String missing = eEnd ? "actual has extra " + describeNext(a) : "actual ends; expected " + describeNext(e);
                return new FieldDifference(part, inBody, bodyId, "<end>", 0, 0, true, missing);
            }
            int eTag = e.next();
            int aTag = a.next();
            if (eTag != aTag || (eTag != CanonicalEncoding.TAG_BODY && !e.itemName().equals(a.itemName()))) {
                return new FieldDifference(part, inBody, bodyId, e.itemTag() == CanonicalEncoding.TAG_BODY ? "<body>"
                        : e.itemName(), 0, 0, true, "expected " + describeItem(e) + ", actual " + describeItem(a));
            }
            switch (eTag) {
                case CanonicalEncoding.TAG_PART:
                    part = e.itemName();
                    inBody = false;
                    bodyId = 0;
                    break;
                case CanonicalEncoding.TAG_BODY:
                    if (e.itemBits() != a.itemBits()) {
                        return new FieldDifference(part, inBody, bodyId, "<body>", e.itemBits(), a.itemBits(), true,
                                "expected body " + e.itemBits() + ", actual body " + a.itemBits());
                    }
                    inBody = true;
                    bodyId = e.itemBits();
                    break;
                case CanonicalEncoding.TAG_FIELD:
                    if (e.itemBits() != a.itemBits()) {
                        return new FieldDifference(part, inBody, bodyId, e.itemName(), e.itemBits(), a.itemBits(), false,
                                "expected " + FieldDifference.hex(e.itemBits()) + " (" + e.itemBits() + ") actual "
                                        + FieldDifference.hex(a.itemBits()) + " (" + a.itemBits() + ")");
                    }
                    break;
                default:
                    int diffAt = blobDifference(e, a);
                    if (diffAt >= 0) {
                        return new FieldDifference(part, inBody, bodyId, e.itemName(), 0, 0, false,
                                "blob differs at byte " + diffAt + " (expected length " + e.itemBlobLength()
                                        + ", actual length " + a.itemBlobLength() + ")");
                    }
                    break;
            }
        }
    }

    /** Returns the first difference between two complete encodings, or null when identical. */
    public static FieldDifference firstDifference(byte[] expected, byte[] actual) {
        return firstDifference(expected, expected.length, actual, actual.length);
    }

    private static int blobDifference(StateReader e, StateReader a) {
        int n = Math.min(e.itemBlobLength(), a.itemBlobLength());
        byte[] ed = e.data();
        byte[] ad = a.data();
        for (int i = 0; i < n; i++) {
            if (ed[e.itemBlobOffset() + i] != ad[a.itemBlobOffset() + i]) {
                return i;
            }
        }
        return e.itemBlobLength() == a.itemBlobLength() ? -1 : n;
    }

    private static String describeNext(StateReader r) {
        r.next();
        return describeItem(r);
    }

    private static String describeItem(StateReader r) {
        int tag = r.itemTag();
        if (tag == CanonicalEncoding.TAG_BODY) {
            return "body " + r.itemBits();
        }
        return StateReader.tagName(tag) + " '" + r.itemName() + "'";
    }
}
