#!/usr/bin/env bash
# Checks that every folder of Jasta includes only the layers it may
# (docs/architecture.md, "Layers and folders", shows the same table). Prints
# one line per forbidden include and exits 1 when there is one.
#   scripts/check_layers.sh [root]     root: a source tree (default: this one)
# Registered as the ctest test `layers` (label layers), in every preset.
set -euo pipefail
ROOT="${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
cd "$ROOT"
ROOT="$(pwd)"

# The allowed dependencies: the layers each layer may include (itself too).
#   core          include/jasta (the public headers of the rules core)
#   core-private  src/core's own headers (json_reader.hpp, loaders.hpp, ...)
#   qt            Qt's headers (<QString>, <QtSvg/...>)
# Standard and other third-party headers (<vector>, <boost/...>,
# <nlohmann/...>, <zlib.h>) are allowed everywhere.
# teaching/ and replay/ build on play/ (the session, the consoles, the log,
# the rule book); they do not include each other, and play/ includes neither.
# editor/ (the scenario editor) builds on play/ (the players' colours) alone.
declare -A ALLOWED=(
    [core]="core core-private"
    [cli]="core cli"
    [table]="core table qt"
    [play]="core table play qt"
    [teaching]="core table play teaching qt"
    [replay]="core table play replay qt"
    [editor]="core table play editor qt"
    [shell]="core table play teaching replay editor shell qt"
)
APP_LAYERS="table play teaching replay editor shell"

# Inside the core, the public headers are grouped (include/jasta/<group>/)
# from the bottom up: a header may include its own group and the groups
# before it. src/core's sources may include every group.
#   base      names, enums, measured values, hashes, the generator, files
#   data      what the data files hold: decks, aircraft, scenarios, rule sets
#   state     what changes in a game: poses, airplanes, plans, events
#   rules     the rules that decide: options, maneuvers, fire, damage, ...
#   words     the sentences that explain the rules' verdicts
#   game      the engine (apply), saves, replays, scripts
#   pilots    computer pilots and their tactics
#   teaching  the lessons
declare -A CORE_ALLOWED=(
    [base]="base"
    [data]="base data"
    [state]="base data state"
    [rules]="base data state rules"
    [words]="base data state rules words"
    [game]="base data state rules words game"
    [pilots]="base data state rules words game pilots"
    [teaching]="base data state rules words game pilots teaching"
)

# The layer a file of the tree belongs to, by its path ("" = none).
layer_of() {
    case "$1" in
        include/jasta/* | src/core/*) echo core ;;
        src/cli/*) echo cli ;;
        src/app/table/*) echo table ;;
        src/app/play/*) echo play ;;
        src/app/teaching/*) echo teaching ;;
        src/app/replay/*) echo replay ;;
        src/app/editor/*) echo editor ;;
        src/app/shell/*) echo shell ;;
        *) echo "" ;;
    esac
}

bad=0
files=0
report() {
    echo "$1" >&2
    bad=$((bad + 1))
}

while IFS= read -r file; do
    files=$((files + 1))
    layer="$(layer_of "$file")"
    if [ -z "$layer" ]; then
        report "$file: outside every layer folder (src/app/{${APP_LAYERS// /,}}/)"
        continue
    fi
    dir="$(dirname "$file")"
    while IFS= read -r line; do
        number="${line%%:*}"
        text="${line#*:}"
        if [[ "$text" =~ ^[[:space:]]*#[[:space:]]*include[[:space:]]*\<([^>]*)\> ]]; then
            header="<${BASH_REMATCH[1]}>"
            if [[ "${BASH_REMATCH[1]}" =~ ^Q ]]; then target=qt; else continue; fi
        elif [[ "$text" =~ ^[[:space:]]*#[[:space:]]*include[[:space:]]*\"([^\"]*)\" ]]; then
            name="${BASH_REMATCH[1]}"
            header="\"$name\""
            first="${name%%/*}"
            if [[ "$name" == jasta/* ]]; then
                target=core
                if [[ "$file" =~ ^include/jasta/([a-z_]+)/ ]]; then
                    group="${BASH_REMATCH[1]}"
                    used="${name#jasta/}"
                    used="${used%%/*}"
                    if [[ "$name" == jasta/*/* && " ${CORE_ALLOWED[$group]:-} " != *" $used "* ]]; then
                        report "$file:$number: the core's $group headers may not include $header ($used)"
                        continue
                    fi
                fi
            elif [[ "$name" == */* && " $APP_LAYERS " == *" $first "* ]]; then
                target="$first"
            else
                resolved="$(realpath -m --relative-to="$ROOT" "$dir/$name")"
                if [ ! -e "$resolved" ]; then
                    report "$file:$number: cannot tell the layer of $header"
                    continue
                fi
                case "$resolved" in
                    src/core/*) target=core-private ;;
                    *) target="$(layer_of "$resolved")" ;;
                esac
                if [[ "$file" == src/app/* && -n "$target" ]]; then
                    report "$file:$number: include $header by its folder, from src/app (\"$target/$name\")"
                    continue
                fi
                if [ -z "$target" ]; then
                    report "$file:$number: $header is outside every layer folder"
                    continue
                fi
            fi
        else
            continue
        fi
        if [[ " ${ALLOWED[$layer]} " != *" $target "* ]]; then
            report "$file:$number: $layer may not include $header ($target)"
        fi
    done < <(grep -n '^[[:space:]]*#[[:space:]]*include' "$file" || true)
done < <(find include src -type f \( -name '*.hpp' -o -name '*.cpp' -o -name '*.h' -o -name '*.hpp.in' \) | sort)

if [ "$bad" -gt 0 ]; then
    echo "layers: $bad forbidden includes (allowed: scripts/check_layers.sh, docs/architecture.md)" >&2
    exit 1
fi
echo "layers: $files files, every include allowed"
