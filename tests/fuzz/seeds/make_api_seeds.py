#!/usr/bin/env python3
"""Writes structured seeds for fuzz_api (seeds/api/built_*): call sequences that first create
matrices and vectors, fill them, then run operations on them, so that the fuzzer starts from
inputs that reach the kernels. The byte layout follows step() in fuzz_api.cpp: op, C, A, B, w, u
slots, mask byte, accum selector (0 mod 4: a binary op byte follows), descriptor, then the
operation's own bytes, zero-padded to a record of 32 bytes."""
import os
import random

def call(op, c=0, a=0, b=0, w=0, u=0, mask=0, accum=None, desc=0, rest=()):
    head = [op, c, a, b, w, u, mask]
    head += [0, accum] if accum is not None else [1]
    rec = bytes(head + [desc] + list(rest))
    assert len(rec) <= 32
    return rec + bytes(32 - len(rec))  # one 32-byte record per call (kRecord)

def sequence(rng, typ_m, dim):
    out = b""
    for s in range(4):  # matrices: type byte, nrows byte, ncols byte (dim_of index)
        out += call(0, c=s, rest=(typ_m, dim, dim))
    for s in range(4):
        out += call(1, w=s, rest=(typ_m, dim))
    for _ in range(8):  # setElement on random slots, small indices
        out += call(2, c=rng.randrange(4), rest=(rng.randrange(8), rng.randrange(8), 1, rng.randrange(18)))
        out += call(3, w=rng.randrange(4), rest=(rng.randrange(8), rng.randrange(18)))
    for _ in range(40):
        op = rng.choice([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 22, 27, 30, 34, 35])
        out += call(op, *(rng.randrange(4) for _ in range(5)), mask=rng.randrange(256),
                    accum=rng.randrange(20) if rng.random() < 0.3 else None, desc=rng.randrange(15),
                    rest=tuple(rng.randrange(256) for _ in range(20)))
    return out

here = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(25)
for k, (typ, dim) in enumerate([(10, 8), (5, 6), (0, 4), (7, 11), (12, 3), (13, 5)]):
    with open(os.path.join(here, "api", "built_%d" % k), "wb") as f:
        f.write(sequence(rng, typ, dim))
