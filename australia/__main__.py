"""Command line: ``python -m australia simulate --players N --variant simple|full ...``."""

import sys

from .simulate import main as simulate_main

USAGE = "usage: python -m australia simulate [--players N] [--variant simple|full] [--games G] [--seed S] [--json]"


def main(argv: list[str]) -> int:
    if not argv or argv[0] != "simulate":
        print(USAGE, file=sys.stderr)
        return 2
    return simulate_main(argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
