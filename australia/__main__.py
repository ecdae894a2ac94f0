"""Command line: ``python -m australia simulate ...`` and ``python -m australia arena ...``."""

import sys

from .state import VARIANTS

_VARIANT = "|".join(VARIANTS)
USAGE = (
    f"usage: python -m australia simulate [--players N] [--variant {_VARIANT}] [--games G] [--seed S] [--json]\n"
    f"       python -m australia arena --seats LEVEL,LEVEL[,...] [--variant {_VARIANT}] [--games G] [--seed S]"
    " [--think-ms MS] [--iterations N] [--json]"
)


def main(argv: list[str]) -> int:
    if argv and argv[0] == "simulate":
        from .cli.simulate import main as simulate_main

        return simulate_main(argv[1:])
    if argv and argv[0] == "arena":
        from .cli.arena import main as arena_main

        return arena_main(argv[1:])
    print(USAGE, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
