"""Command line: ``python -m australia simulate ...``, ``python -m australia arena ...`` and
``python -m australia review SAVE ...``."""

import sys

from .state import VARIANTS

_VARIANT = "|".join(VARIANTS)
USAGE = (
    f"usage: python -m australia simulate [--players N] [--variant {_VARIANT}] [--games G] [--seed S] [--json]\n"
    f"       python -m australia arena --seats LEVEL,LEVEL[,...] [--variant {_VARIANT}] [--games G] [--seed S]"
    " [--think-ms MS] [--iterations N] [--json]\n"
    "       python -m australia review SAVE [--seats 0,1] [--iterations N] [--worlds W] [--seed S] [--json]"
)


def main(argv: list[str]) -> int:
    if argv and argv[0] == "simulate":
        from .cli.simulate import main as simulate_main

        return simulate_main(argv[1:])
    if argv and argv[0] == "arena":
        from .cli.arena import main as arena_main

        return arena_main(argv[1:])
    if argv and argv[0] == "review":
        from .cli.review import main as review_main

        return review_main(argv[1:])
    print(USAGE, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
