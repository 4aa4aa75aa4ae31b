#!/usr/bin/python3
"""Self-test of check_schemas.py: a tiny valid data set passes, and each broken
file of tests/data/schema_bad/ makes it fail, naming the file and the JSON pointer.

Usage: test_check_schemas.py [REPO_DIR]   (default: the folder above scripts/)
"""

import os
import shutil
import subprocess
import sys
import tempfile

REPO = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
CHECK = os.path.join(REPO, "scripts", "check_schemas.py")
BAD = os.path.join(REPO, "tests", "data", "schema_bad")

# Broken file (under tests/data/schema_bad/) -> pointers the checker must name.
EXPECTED = {
    "aircraft/bad_structure.json": ["/structure/value"],
    "maneuvers/ww1_Z.json": ["/cards/0/kind"],
    "damage/ww2_Z.json": ["/cards/0/jam_colour"],
    "scenarios/bad_altitude.json": ["/aircraft/0/altitude", "/aircraft/0/speed"],
    "lessons/bad_step.json": ["/steps/0/checks", "/steps/1/checks/0/check", "/steps/1/mistake"],
    "rules/bad_played.json": ["/rules/0/tests", "/rules/1/tests", "/rules/2/tests/0"],
}


def run(data_dir):
    result = subprocess.run([sys.executable, CHECK, data_dir], capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


def tiny_data_set(into):
    """data/schema plus the first file of each data folder (and options.json)."""
    shutil.copytree(os.path.join(REPO, "data", "schema"), os.path.join(into, "schema"))
    for folder in ("geometry", "maneuvers", "damage", "aircraft", "scenarios", "rulesets", "lessons", "rules"):
        os.makedirs(os.path.join(into, folder))
        source = os.path.join(REPO, "data", folder)
        names = sorted(n for n in os.listdir(source) if n.endswith(".json")) if os.path.isdir(source) else []
        for name in names[:1] + (["options.json"] if "options.json" in names[1:] else []):
            shutil.copy(os.path.join(source, name), os.path.join(into, folder, name))


def main():
    failures = []
    with tempfile.TemporaryDirectory() as temp:
        valid = os.path.join(temp, "valid")
        tiny_data_set(valid)
        code, output = run(valid)
        if code != 0 or "files valid" not in output:
            failures.append(f"the tiny valid data set should pass (exit {code}):\n{output}")
        for relative, pointers in EXPECTED.items():
            data = os.path.join(temp, relative.replace("/", "_").replace(".json", ""))
            tiny_data_set(data)
            shutil.copy(os.path.join(BAD, relative), os.path.join(data, relative))
            code, output = run(data)
            if code != 1:
                failures.append(f"{relative}: expected exit 1, got {code}:\n{output}")
            for pointer in pointers:
                wanted = f"{os.path.join(data, relative)}:{pointer}: "
                if not any(line.startswith(wanted) for line in output.splitlines()):
                    failures.append(f"{relative}: no line starting {wanted!r} in:\n{output}")
    for failure in failures:
        print("FAIL:", failure)
    if failures:
        return 1
    print(f"check_schemas self-test: valid set passes, {len(EXPECTED)} broken files caught")
    return 0


if __name__ == "__main__":
    sys.exit(main())
