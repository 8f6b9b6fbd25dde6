"""Helpers for the benchmark scripts' embedded Python (standard library only)."""


def table(header, lines):
    """Prints `lines` under `header` as columns separated by " | ", each as wide as its widest cell."""
    widths = [max(len(str(cell)) for cell in column) for column in zip(header, *lines)]
    print(" | ".join(str(h).ljust(w) for h, w in zip(header, widths)))
    print("-+-".join("-" * w for w in widths))
    for line in lines:
        print(" | ".join(str(cell).ljust(w) for cell, w in zip(line, widths)))
