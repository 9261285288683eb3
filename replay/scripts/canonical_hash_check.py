#!/usr/bin/env python3
"""Independent check of the replay state-hash spec (replay/README.md, "Canonical encoding").

Recomputes the FNV-1a 64 state hash and the part hashes of the canonical encoding stored in
replay/src/test/resources/golden/replay/canonical-encoding-v1.txt, from the bytes alone, and
compares them with the values in that file. It shows that a port can compute the hashes from the
spec without the Java code. Usage: python3 replay/scripts/canonical_hash_check.py [golden-file]
"""
import sys

OFFSET, PRIME, MASK = 0xcbf29ce484222325, 0x100000001b3, (1 << 64) - 1


def fnv1a64(data):
    h = OFFSET
    for b in data:
        h = ((h ^ b) * PRIME) & MASK
    return h


def parts(data):
    """Split the encoding into (name, bytes) per part by walking the grammar."""
    assert data[0] == 1, "encoding version"
    pos, out, start, name = 1, [], None, None
    while True:
        tag = data[pos]
        if tag in (0x50, 0x45) and start is not None:
            out.append((name, data[start:pos]))
        if tag == 0x45:
            return out
        if tag == 0x50:
            start, n = pos, data[pos + 1]
            name = data[pos + 2:pos + 2 + n].decode("ascii")
            pos += 2 + n
        elif tag == 0x42:
            pos += 9
        elif tag == 0x46:
            pos += 2 + data[pos + 1] + 8
        elif tag == 0x44:
            n = data[pos + 1]
            length = int.from_bytes(data[pos + 2 + n:pos + 6 + n], "little")
            pos += 6 + n + length
        else:
            raise ValueError("unknown tag 0x%02x at %d" % (tag, pos))


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "replay/src/test/resources/golden/replay/canonical-encoding-v1.txt"
    fields = {}
    for line in open(path):
        if line.startswith("#") or not line.strip():
            continue
        key, *rest = line.split()
        fields.setdefault(key, []).append(rest)
    data = bytes.fromhex(fields["bytes"][0][0])
    ok = fnv1a64(data) == int(fields["state_hash"][0][0], 16)
    expected_parts = {name: int(h, 16) for name, h in fields["part_hash"]}
    for name, chunk in parts(data):
        ok &= fnv1a64(chunk) == expected_parts[name]
    print("OK" if ok else "MISMATCH")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
