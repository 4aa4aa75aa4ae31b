#!/usr/bin/python3
"""Generate the maneuver-deck data files data/maneuvers/*.json.

THE VALUES ARE ESTIMATES, NOT MEASUREMENTS.  Nobody has measured a real Wings
of War / Wings of Glory card for these files.  Each card's move is computed
from a handful of per-deck parameters (straight length, the angle and arc
length of a bank and of a turn, the offsets of a sideslip, ...) chosen to match
typical card proportions and the few number facts the rule texts give
(docs/data-format.md "Maneuver decks", /work/shared/RULES.md §2.1, §2.4, §2.6,
§3.3, seeds 000 and 004).  The JSON this script writes is the data of record;
this script documents how the estimates were derived.  Replace a deck's
numbers with measured ones (and set "estimate": false) when someone measures
real cards; edit the JSON directly or the parameters below and re-run.

Usage:  /usr/bin/python3 scripts/make_maneuver_decks.py [--check-only]
Standard library only.

Geometry (card frame, docs/data-format.md):
  * origin = the base's front mark, +y forward, +x to the airplane's right;
  * headings clockwise positive: a right turn has dtheta > 0 and dx > 0;
  * millimetres and degrees; dx, dy, dtheta and path points rounded to 0.1.
Card shapes:
  * straight / dive: a straight arrow of length S (the deck's straight);
  * bank (gentle turn) / turn (tight turn): a circular arc starting tangent
    to +y at (0, 0), of arc length L and turning angle A; radius R = L / A,
    arrowhead (R (1 - cos A), R sin A), dtheta = A;
  * sideslip: an S-curve of two equal arcs turning +phi then -phi, so the
    heading is unchanged (dtheta = 0) and the arrowhead is (dx, dy); for
    given dx, dy: tan(phi / 2) = dx / dy and R = dy / (2 sin phi);
  * stall / climb: a very short straight (steep);
  * Immelmann: the arrowhead lies a little ahead (dx = 0) with dtheta = 180.
    Seen from above an Immelmann is a half loop plus a half roll, so its
    ground track goes out and comes back over itself: the path runs forward to
    the top of the loop and back to the arrowhead.
Scale: WW1 base ~44 x 40 mm, ruler ~170 mm; a fast WW1 deck's straight moves
the arrowhead ~80-95 mm, a slow one's ~55-70 mm.  WW2: fast straight ~100 mm,
slow ~70 mm.
"""

import json
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.normpath(os.path.join(HERE, "..", "data", "maneuvers"))

SOURCE_WW1 = (
    "Estimate: not measured from real cards. Moves are computed by "
    "scripts/make_maneuver_decks.py from a few per-deck parameters scaled from "
    "typical Wings of War card proportions (WW1 base about 44 x 40 mm, ruler "
    "about 170 mm, fast straights about 80-95 mm, slow ones about 55-70 mm) and "
    "the number facts of the rule texts: 18 cards plus the climb (19) and dive "
    "(20) cards (RULES.md ALT-06), deck B's Immelmann 12 and sideslips 15 and 18 "
    "(seed 000), the Camel's 90-degree right turn 5 and Immelmann 15 (seed 000)."
)
SOURCE_WW1_H = (
    "Seed 000 ('Vola su quell'Ufag ora!'): deck H is deck B without the "
    "Immelmann and one right and one left sideslip (cards 12/18, 15/18 and "
    "18/18). The card geometry is deck B's, which is an estimate (see ww1_B.json)."
)
SOURCE_WW2 = (
    "Estimate: not measured from real cards. Moves are computed by "
    "scripts/make_maneuver_decks.py from a few per-deck parameters scaled from "
    "typical Wings of War card proportions (base about 44 x 40 mm, fast "
    "straight about 100 mm, slow straight about 70 mm) and the WW2 rules "
    "(seed 004: one arrowhead per speed, stall, Immelmann card for the "
    "Immelmann and Split-S, climb and dive cards)."
)


# ---------------------------------------------------------------------------
# geometry helpers

def r1(v):
    """Round to 0.1 and never write -0.0."""
    v = round(v + 0.0, 1)
    return 0.0 if v == 0 else v


def n_points(length):
    """8..16 path points, about one every 7 mm."""
    return max(8, min(16, int(round(length / 7.0)) + 1))


def finish(dx, dy, dtheta, pts):
    dx, dy = r1(dx), r1(dy)
    path = [[r1(x), r1(y)] for x, y in pts]
    path[0] = [0.0, 0.0]
    path[-1] = [dx, dy]
    # drop consecutive duplicates created by rounding (never the ends)
    clean = [path[0]]
    for p in path[1:]:
        if p != clean[-1]:
            clean.append(p)
    return {"dx": dx, "dy": dy, "dtheta": r1(dtheta), "path": clean}


def straight(length):
    n = n_points(length)
    pts = [(0.0, length * i / (n - 1)) for i in range(n)]
    return finish(0.0, length, 0.0, pts)


def arc(angle_deg, arc_len, sign):
    """Circular arc tangent to +y at the origin; sign +1 right, -1 left."""
    a = math.radians(angle_deg)
    radius = arc_len / a
    n = n_points(arc_len)
    pts = []
    for i in range(n):
        t = a * i / (n - 1)
        pts.append((sign * radius * (1 - math.cos(t)), radius * math.sin(t)))
    x, y = pts[-1]
    return finish(x, y, sign * angle_deg, pts)


def sideslip(dx_abs, dy, sign):
    """S-curve of two equal opposite arcs ending at (sign*dx_abs, dy), heading kept."""
    phi = 2 * math.atan2(dx_abs, dy)
    radius = dy / (2 * math.sin(phi))
    length = 2 * radius * phi
    n = n_points(length)
    if n % 2 == 0:
        n += 1 if n < 16 else -1  # odd, so the inflection point is a sample
    pts = []
    for i in range(n):
        s = length * i / (n - 1)
        if s <= length / 2:
            t = s / radius
            x, y = radius * (1 - math.cos(t)), radius * math.sin(t)
        else:
            t = (length - s) / radius  # measured back from the end
            x = dx_abs - radius * (1 - math.cos(t))
            y = dy - radius * math.sin(t)
        pts.append((sign * x, y))
    return finish(sign * dx_abs, dy, 0.0, pts)


def immelmann(dy, top):
    """Out to the top of the half loop (y = top) and back over the track to dy."""
    out = [top * i / 6 for i in range(7)]          # 0 .. top, 7 points
    back = [top - (top - dy) * i / 3 for i in range(1, 4)]  # 3 points back to dy
    pts = [(0.0, y) for y in out + back]
    return finish(0.0, dy, 180.0, pts)


# ---------------------------------------------------------------------------
# card catalogue: token -> (name, kind, direction, steep, colour, altitude)

CARD_TYPES = {
    "S":   ("Straight", "straight", "none", False, "blue", "none"),
    "BL":  ("Bank left", "bank", "left", False, "blue", "none"),
    "BR":  ("Bank right", "bank", "right", False, "blue", "none"),
    "TL":  ("Turn left", "turn", "left", False, "blue", "none"),
    "TR":  ("Turn right", "turn", "right", False, "blue", "none"),
    "SSL": ("Sideslip left", "sideslip", "left", False, "blue", "none"),
    "SSR": ("Sideslip right", "sideslip", "right", False, "blue", "none"),
    "XSL": ("Steep sideslip left", "sideslip", "left", True, "blue", "none"),
    "XSR": ("Steep sideslip right", "sideslip", "right", True, "blue", "none"),
    "ST":  ("Stall", "stall", "none", True, "blue", "none"),
    "IM":  ("Immelmann", "immelmann", "none", True, "blue", "none"),
    # The climb card is a "red stall" (ALT-06). The stall carries the diamond,
    # so the climb card, being a red stall, is steep too.
    "CL":  ("Climb", "climb", "none", True, "red", "climb"),
    # The dive card is a "red straight" (ALT-06) but NOT a straight for any
    # other rule (ALT-11): its kind is "dive". Not steep.
    "DV":  ("Dive", "dive", "none", False, "red", "dive"),
}


def move_for(token, p):
    """The move of a card type under one parameter set p (one deck, one speed)."""
    S = p["straight"]
    if token in ("S", "DV"):
        return straight(S)
    if token in ("ST", "CL"):
        return straight(p["stall"])
    if token == "IM":
        dy = p["immelmann"]
        return immelmann(dy, dy + 0.3 * S)
    side = -1 if token.endswith("L") else 1
    key = {"B": "bank", "T": "turn", "SS": "sideslip", "XS": "steep_sideslip"}[token[:-1]]
    lr = "left" if side < 0 else "right"
    spec = p[key]
    if isinstance(spec, dict):           # asymmetric deck: per-side values
        spec = spec[lr]
    if key in ("bank", "turn"):
        angle, frac = spec
        return arc(angle, frac * S, side)
    dx_frac, dy_frac = spec
    return sideslip(dx_frac * S, dy_frac * S, side)


def make_card(number, token, moves):
    name, kind, direction, steep, colour, alt = CARD_TYPES[token]
    card = {
        "number": number,
        "name": name,
        "kind": kind,
        "direction": direction,
        "steep": steep,
        "arrow_colour": colour,
        "altitude": alt,
    }
    card.update(moves)
    return card


# ---------------------------------------------------------------------------
# WW1 decks.  Each: the 18 ordinary cards in printed-number order (tokens
# above), then climb 19 and dive 20.  Parameters:
#   straight        straight length S, mm (arrowhead dy)
#   bank, turn      (turning angle in degrees, arc length as a fraction of S);
#                   a dict {"left": ..., "right": ...} for an asymmetric deck
#   sideslip,
#   steep_sideslip  (dx, dy) as fractions of S
#   stall           stall dy, mm
#   immelmann       Immelmann arrowhead dy, mm (about 0.4 S)
# Tighter turning = larger angle for a shorter arc = smaller radius.

SS_NORMAL = (0.28, 0.90)   # sideslip: about half a base sideways, nearly a straight forward
SS_STEEP = (0.45, 0.78)    # steep sideslip: further sideways, less forward

WW1 = {
    "A": dict(
        name="SPAD XIII",
        description="Fast and sturdy: long straights and wide, gentle turns. "
                    "It outruns its enemies but cannot out-turn them.",
        order="S S S S BL BR BL BR BL BR TL TR TL TR SSL SSR ST IM",
        straight=92, bank=(35, 0.95), turn=(70, 0.85),
        sideslip=SS_NORMAL, stall=18, immelmann=37),
    "B": dict(
        name="Albatros D.Va / Pfalz D.III",
        description="A balanced medium fighter: fair speed, 45-degree banks and "
                    "90-degree turns of medium radius, an Immelmann (12) and a "
                    "sideslip each way (15, 18).",
        # Seed 000 lists 'the Immelmann, one right and one left sideslip (cards
        # 12/18, 15/18 and 18/18)': taken in that order, 15 = right, 18 = left.
        order="S S S BL BR BL BR TL TR TL TR IM ST S SSR BL BR SSL",
        straight=76, bank=(45, 0.93), turn=(90, 0.82),
        sideslip=SS_NORMAL, stall=16, immelmann=30),
    "C": dict(
        name="Sopwith Camel",
        description="Twitchy and asymmetric: the rotary engine's torque makes its "
                    "right turns (a 90-degree tight turn, card 5) much tighter than "
                    "its left ones. Immelmann on card 15.",
        asymmetric=True,
        order="S S BL BR TR TL S BL BR TR TL SSL SSR ST IM S BR BL",
        straight=72,
        bank={"left": (40, 0.94), "right": (50, 0.88)},
        turn={"left": (75, 0.86), "right": (90, 0.70)},
        sideslip=SS_NORMAL, stall=15, immelmann=29),
    "D": dict(
        name="Fokker Dr.I",
        description="Slow but the tightest turner of all, with very short-radius "
                    "turns and steep sideslips besides the ordinary ones.",
        order="S S BL BR TL TR S TL TR BL BR SSL SSR XSL XSR ST IM S",
        straight=60, bank=(50, 0.90), turn=(90, 0.68),
        sideslip=SS_NORMAL, steep_sideslip=SS_STEEP, stall=12, immelmann=24),
    "E": dict(
        name="Fokker D.VII",
        description="Fast for a German fighter and very good all round: long "
                    "straights with 90-degree turns still of medium radius.",
        order="S S S BL BR TL TR BL BR TL TR BL BR S SSL SSR IM ST",
        straight=84, bank=(45, 0.93), turn=(90, 0.78),
        sideslip=SS_NORMAL, stall=17, immelmann=34),
    "F": dict(
        name="Bristol F2B Fighter",
        description="A two-seater fighter: medium-slow, with wide turns that stop "
                    "short of 90 degrees, ordinary sideslips and no Immelmann.",
        order="S S S BL BR BL BR TL TR S BL BR TL TR SSL SSR ST S",
        straight=70, bank=(40, 0.95), turn=(75, 0.88),
        sideslip=SS_NORMAL, stall=15),
    "G": dict(
        name="Roland C.II",
        description="A slow two-seater: mostly straights and gentle banks, one "
                    "wide turn each way, no Immelmann.",
        order="S S S BL BR BL BR TL TR BL BR S BL BR SSL SSR ST S",
        straight=62, bank=(35, 0.95), turn=(70, 0.90),
        sideslip=SS_NORMAL, stall=13),
    "I": dict(
        name="Nieuport 17",
        description="Light and nimble but not fast: three tight 90-degree turns "
                    "each way and an Immelmann.",
        order="S S BL BR TL TR S TL TR BL BR TL TR S SSL SSR IM ST",
        straight=66, bank=(50, 0.90), turn=(90, 0.74),
        sideslip=SS_NORMAL, stall=14, immelmann=26),
    "J": dict(
        name="Albatros D.III",
        description="The earlier Albatros: a little slower than deck B, with "
                    "slightly wider turns.",
        order="S S S BL BR TL TR BL BR TL TR S BL BR SSL SSR ST IM",
        straight=70, bank=(45, 0.94), turn=(85, 0.84),
        sideslip=SS_NORMAL, stall=15, immelmann=28),
    "K": dict(
        name="Sopwith Triplane / Hanriot HD.1",
        description="A tight turner of moderate speed whose sideslips are steep.",
        order="S S BL BR TL TR S BL BR TL TR BL BR XSL XSR S IM ST",
        straight=68, bank=(50, 0.90), turn=(90, 0.74),
        steep_sideslip=SS_STEEP, stall=14, immelmann=27),
    "L": dict(
        name="SE5a / Sopwith Snipe / Siemens-Schuckert D.III",
        description="Fast late-war fighters: long straights and fairly wide "
                    "turns of about 80 degrees.",
        order="S S S S BL BR BL BR TL TR BL BR TL TR SSL SSR IM ST",
        straight=88, bank=(40, 0.95), turn=(80, 0.85),
        sideslip=SS_NORMAL, stall=18, immelmann=35),
    "M": dict(
        name="Multi-engine bomber",
        description="Slow and ponderous: straights, gentle banks, wide turns of "
                    "at most 60 degrees and one stall; no sideslips, no Immelmann.",
        order="S S S BL BR BL BR TL TR BL BR S BL BR TL TR ST S",
        straight=58, bank=(30, 0.95), turn=(60, 0.90),
        stall=12),
}

WW1_H = dict(
    name="Deck H (Ufag C.I and other two-seaters)",
    description="Deck B without its Immelmann and its two sideslips: the same "
                "straights, banks, turns and stall, for two-seaters such as "
                "the Ufag C.I.",
    derived_from={"letter": "B", "remove": [12, 15, 18]},
)


# ---------------------------------------------------------------------------
# WW2 decks.  Parameters are given per speed ("fast", "slow"); a card type
# whose parameter is None at a speed has no arrowhead for that speed.
# Rules: straights and banks have both arrowheads; turns have the slow one and,
# for the better fighters, a wider fast one; stall and climb slow only; dive
# fast only (a red straight at the fast length); the Immelmann card has both
# arrowheads (CPX-08 plays it after a fast straight, CPX-09 after a stall).
# Cards are numbered 1..N in the order given, then climb and dive.

def ww2(name, description, order, fast, slow):
    return dict(name=name, description=description, order=order,
                fast=fast, slow=slow)


WW2 = {
    "A": ww2("Supermarine Spitfire Mk I",
             "Fast and agile: good turns at both speeds and a tight 90-degree "
             "turn at low speed.",
             "S S S BL BR BL BR TL TR TL TR SSL SSR ST IM",
             fast=dict(straight=100, bank=(40, 0.95), turn=(70, 0.88),
                       sideslip=(0.25, 0.90), immelmann=38),
             slow=dict(straight=70, bank=(45, 0.93), turn=(90, 0.78),
                       sideslip=(0.28, 0.90), stall=16, immelmann=28)),
    "B": ww2("Hawker Hurricane Mk I",
             "Slower than the Spitfire but a fine turner, tightest at low speed.",
             "S S S BL BR BL BR TL TR TL TR SSL SSR ST IM",
             fast=dict(straight=95, bank=(40, 0.95), turn=(70, 0.86),
                       sideslip=(0.25, 0.90), immelmann=36),
             slow=dict(straight=68, bank=(50, 0.92), turn=(90, 0.74),
                       sideslip=(0.28, 0.90), stall=15, immelmann=27)),
    "C": ww2("Messerschmitt Bf 109 E",
             "The fastest in a straight line, with wider turns: it fights best "
             "at high speed.",
             "S S S S BL BR BL BR TL TR SSL SSR ST IM",
             fast=dict(straight=102, bank=(35, 0.96), turn=(60, 0.90),
                       sideslip=(0.24, 0.90), immelmann=40),
             slow=dict(straight=72, bank=(45, 0.94), turn=(85, 0.82),
                       sideslip=(0.28, 0.90), stall=16, immelmann=29)),
    "D": ww2("Messerschmitt Bf 110 C",
             "A heavy twin-engine fighter: fast in a straight line, wide banks, "
             "and turns only at low speed.",
             "S S S S BL BR BL BR TL TR SSL SSR ST IM",
             fast=dict(straight=104, bank=(30, 0.97), turn=None,
                       sideslip=(0.22, 0.92), immelmann=42),
             slow=dict(straight=74, bank=(40, 0.95), turn=(70, 0.90),
                       sideslip=(0.25, 0.92), stall=17, immelmann=30)),
    "E": ww2("Junkers Ju 87 B",
             "A slow dive bomber: gentle banks, turns only at low speed, no "
             "Immelmann card.",
             "S S S BL BR BL BR TL TR SSL SSR ST",
             fast=dict(straight=86, bank=(35, 0.96), turn=None,
                       sideslip=(0.24, 0.90)),
             slow=dict(straight=62, bank=(40, 0.95), turn=(75, 0.88),
                       sideslip=(0.28, 0.90), stall=14)),
    "F": ww2("Boulton Paul Defiant Mk I",
             "A turret fighter, heavier than the single-seaters: moderate "
             "speed, turns only at low speed.",
             "S S S BL BR BL BR TL TR SSL SSR ST IM",
             fast=dict(straight=92, bank=(35, 0.96), turn=None,
                       sideslip=(0.24, 0.90), immelmann=35),
             slow=dict(straight=66, bank=(45, 0.94), turn=(80, 0.85),
                       sideslip=(0.28, 0.90), stall=15, immelmann=26)),
    "G": ww2("Fiat CR.42 Falco",
             "A biplane: slow but the tightest turner, with steep sideslips at "
             "low speed.",
             "S S BL BR BL BR TL TR TL TR SSL SSR XSL XSR ST IM",
             fast=dict(straight=82, bank=(50, 0.92), turn=(80, 0.82),
                       sideslip=(0.26, 0.90), steep_sideslip=None, immelmann=32),
             slow=dict(straight=60, bank=(55, 0.90), turn=(90, 0.68),
                       sideslip=(0.30, 0.90), steep_sideslip=(0.45, 0.78),
                       stall=13, immelmann=24)),
    "H": ww2("Heinkel He 111 H",
             "A twin-engine bomber: straights, very gentle banks and a wide "
             "turn at low speed; no sideslips, no Immelmann.",
             "S S S S BL BR BL BR TL TR ST",
             fast=dict(straight=96, bank=(25, 0.97), turn=None),
             slow=dict(straight=70, bank=(30, 0.96), turn=(55, 0.95), stall=15)),
}

ASYMMETRIC = {("ww1", "C")}


def speed_move(token, speed, p):
    """The move of a card type at one WW2 speed, or None: no such arrowhead."""
    if token in ("ST", "CL"):          # stall and climb: slow only
        return move_for(token, p) if speed == "slow" and p.get("stall") else None
    if token == "DV":                  # dive: fast only, a red fast straight
        return move_for(token, p) if speed == "fast" else None
    if token == "IM":
        return move_for(token, p) if p.get("immelmann") else None
    if token == "S":
        return move_for(token, p)
    key = {"B": "bank", "T": "turn", "SS": "sideslip", "XS": "steep_sideslip"}[token[:-1]]
    return move_for(token, p) if p.get(key) else None


def build_ww1(letter, d):
    tokens = d["order"].split() + ["CL", "DV"]
    assert len(tokens) == 20, (letter, len(tokens))
    cards = [make_card(i + 1, t, {"move": move_for(t, d)}) for i, t in enumerate(tokens)]
    return deck_doc("ww1", letter, d["name"], d["description"], SOURCE_WW1, cards)


def build_ww2(letter, d):
    tokens = d["order"].split() + ["CL", "DV"]
    cards = []
    for i, t in enumerate(tokens):
        speeds = {}
        for sp in ("fast", "slow"):
            m = speed_move(t, sp, d[sp])
            if m is not None:
                speeds[sp] = m
        assert speeds, (letter, t)
        card = make_card(i + 1, t, {"speeds": speeds})
        if t == "DV":
            # WW2 dives are steep: the WW2 rules forbid two steep cards in a
            # row "except for a Dive" (seed 004, Steep Cards; CONF-38), which
            # only means something if the dive carries the diamond.
            card["steep"] = True
        cards.append(card)
    return deck_doc("ww2", letter, d["name"], d["description"], SOURCE_WW2, cards)


def deck_doc(era, letter, name, description, source, cards=None, derived=None):
    doc = {
        "format_version": 1,
        "era": era,
        "letter": letter,
        "name": name,
        "description": description,
        "estimate": True,
        "source": source,
    }
    if derived is not None:
        doc["derived_from"] = derived
    if cards is not None:
        doc["cards"] = cards
    return doc


# ---------------------------------------------------------------------------
# JSON output: 2-space indent, keys in insertion order, short number arrays
# (path points) kept on one line, trailing newline.

def to_json(obj, level=0):
    pad, pad1 = "  " * level, "  " * (level + 1)
    if isinstance(obj, dict):
        if not obj:
            return "{}"
        items = [pad1 + json.dumps(k) + ": " + to_json(v, level + 1) for k, v in obj.items()]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    if isinstance(obj, list):
        if all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in obj):
            return "[" + ", ".join(json.dumps(v) for v in obj) + "]"
        if not obj:
            return "[]"
        items = [pad1 + to_json(v, level + 1) for v in obj]
        return "[\n" + ",\n".join(items) + "\n" + pad + "]"
    return json.dumps(obj, ensure_ascii=False)


# ---------------------------------------------------------------------------
# self-check and summary

def all_moves(card):
    if "move" in card:
        return [("", card["move"])]
    return [(sp, m) for sp, m in card["speeds"].items()]


def radius_of(m):
    a = math.radians(abs(m["dtheta"]))
    if a == 0 or abs(m["dtheta"]) >= 180:
        return None
    return math.hypot(m["dx"], m["dy"]) / (2 * math.sin(a / 2))  # chord = 2 R sin(A/2)


def check_deck(doc, decks, errors):
    era, letter = doc["era"], doc["letter"]
    tag = "%s_%s" % (era, letter)

    def err(msg):
        errors.append("%s: %s" % (tag, msg))

    if "cards" not in doc:
        src = decks[(era, doc["derived_from"]["letter"])]
        numbers = {c["number"] for c in src["cards"]}
        for n in doc["derived_from"]["remove"]:
            if n not in numbers:
                err("derived_from removes missing card %d" % n)
        return
    cards = doc["cards"]
    numbers = [c["number"] for c in cards]
    if numbers != list(range(1, len(cards) + 1)):
        err("card numbers are not 1..N in order: %s" % numbers)
    if [c["kind"] for c in cards[-2:]] != ["climb", "dive"]:
        err("the last two cards are not climb, dive")
    if era == "ww1" and len(cards) != 20:
        err("a WW1 deck has 18 + 2 cards, not %d" % len(cards))
    for c in cards:
        where = "card %d" % c["number"]
        moves = all_moves(c)
        if era == "ww1" and "move" not in c:
            err(where + ": WW1 card without move")
        if era == "ww2":
            if "speeds" not in c or not c["speeds"]:
                err(where + ": WW2 card without speeds")
            if c["kind"] in ("stall", "climb") and set(c["speeds"]) != {"slow"}:
                err(where + ": stall/climb must be slow only")
            if c["kind"] == "dive" and set(c["speeds"]) != {"fast"}:
                err(where + ": dive must be fast only")
        for sp, m in moves:
            w = where + (" " + sp if sp else "")
            p = m["path"]
            if not (8 <= len(p) <= 16):
                err(w + ": path has %d points" % len(p))
            if p[0] != [0.0, 0.0]:
                err(w + ": path does not start at [0, 0]")
            if p[-1] != [m["dx"], m["dy"]]:
                err(w + ": path does not end at [dx, dy]")
            for v in [m["dx"], m["dy"], m["dtheta"]] + [x for pt in p for x in pt]:
                if r1(v) != v:
                    err(w + ": value %r not rounded to 0.1" % v)
            k, d = c["kind"], c["direction"]
            if k in ("bank", "turn"):
                if d == "right" and not (m["dx"] > 0 and m["dtheta"] > 0):
                    err(w + ": right turn must have dx > 0, dtheta > 0")
                if d == "left" and not (m["dx"] < 0 and m["dtheta"] < 0):
                    err(w + ": left turn must have dx < 0, dtheta < 0")
            if k == "sideslip" and (m["dtheta"] != 0 or m["dx"] == 0
                                    or (m["dx"] > 0) != (d == "right")):
                err(w + ": bad sideslip")
            if k in ("straight", "dive", "stall", "climb") and (m["dx"] != 0 or m["dtheta"] != 0):
                err(w + ": must be straight ahead")
            if k in ("stall", "climb") and not (10 <= m["dy"] <= 20):
                err(w + ": stall dy %.1f outside 10-20 mm" % m["dy"])
            if k == "immelmann" and (m["dtheta"] != 180 or m["dx"] != 0 or m["dy"] <= 0):
                err(w + ": bad Immelmann")
        if c["kind"] in ("stall", "immelmann", "climb") and not c["steep"]:
            err(where + ": must be steep")
        if c["kind"] in ("straight", "bank", "turn") and c["steep"]:
            err(where + ": must not be steep")
        if c["kind"] == "dive" and c["steep"] != (era == "ww2"):
            err(where + ": the dive is steep in WW2 only")
        if (c["kind"] in ("climb", "dive")) != (c["arrow_colour"] == "red"):
            err(where + ": only climb and dive cards are red")
        if c["kind"] in ("bank", "turn", "sideslip") and c["direction"] == "none":
            err(where + ": turning card without direction")
        if c["kind"] not in ("bank", "turn", "sideslip") and c["direction"] != "none":
            err(where + ": non-turning card with a direction")

    # left/right cards come in mirrored pairs (count and geometry)
    def signature(c, mirror):
        s = -1 if mirror else 1
        out = [c["kind"], c["steep"]]
        for sp, m in sorted(all_moves(c)):
            out.append((sp, r1(s * m["dx"]), m["dy"], r1(s * m["dtheta"]),
                        tuple((r1(s * x), y) for x, y in m["path"])))
        return repr(out)

    lefts = sorted(signature(c, True) for c in cards if c["direction"] == "left")
    rights = sorted(signature(c, False) for c in cards if c["direction"] == "right")
    if (era, letter) in ASYMMETRIC:
        for kind in ("bank", "turn", "sideslip"):
            nl = sum(1 for c in cards if c["kind"] == kind and c["direction"] == "left")
            nr = sum(1 for c in cards if c["kind"] == kind and c["direction"] == "right")
            if nl != nr:
                err("%d left and %d right %s cards" % (nl, nr, kind))
    elif lefts != rights:
        err("left and right cards do not mirror each other")


def summary_row(doc, decks):
    src = doc
    note = ""
    if "cards" not in doc:
        src = decks[(doc["era"], doc["derived_from"]["letter"])]
        removed = set(doc["derived_from"]["remove"])
        cards = [c for c in src["cards"] if c["number"] not in removed]
        note = " (= %s minus %s)" % (doc["derived_from"]["letter"],
                                     ",".join(map(str, doc["derived_from"]["remove"])))
    else:
        cards = doc["cards"]
    count = {}
    for c in cards:
        key = c["kind"] + ("*" if c["steep"] and c["kind"] == "sideslip" else "")
        count[key] = count.get(key, 0) + 1

    def straight_len(sp):
        for c in cards:
            if c["kind"] == "straight":
                m = c["move"] if sp == "" else c["speeds"].get(sp)
                if m:
                    return m["dy"]
        return None

    def tightest(sp):
        best = None
        for c in cards:
            if c["kind"] not in ("bank", "turn"):
                continue
            m = c["move"] if sp == "" else c["speeds"].get(sp)
            if not m:
                continue
            r = radius_of(m)
            cand = (r, -abs(m["dtheta"]), c["number"], c["direction"])
            if best is None or cand < best:
                best = cand
        if best is None:
            return "-"
        return "%3.0f deg R%3.0f (#%d %s)" % (-best[1], best[0], best[2], best[3])

    mix = " ".join("%s %d" % (k, v)
                   for k, v in sorted(count.items()))
    if doc["era"] == "ww1":
        sl = straight_len("")
        return ("%-7s %3d  %5.1f        %-26s %s%s" %
                (doc["era"] + "_" + doc["letter"], len(cards), sl, tightest(""), mix, note))
    return ("%-7s %3d  %5.1f/%5.1f  %-26s %-26s %s" %
            (doc["era"] + "_" + doc["letter"], len(cards), straight_len("fast"),
             straight_len("slow"), tightest("fast"), tightest("slow"), mix))


# ---------------------------------------------------------------------------

def main():
    check_only = "--check-only" in sys.argv[1:]
    docs = []
    for letter, d in WW1.items():
        docs.append(build_ww1(letter, d))
    docs.append(deck_doc("ww1", "H", WW1_H["name"], WW1_H["description"],
                         SOURCE_WW1_H, derived=WW1_H["derived_from"]))
    for letter, d in WW2.items():
        docs.append(build_ww2(letter, d))
    docs.sort(key=lambda doc: (doc["era"], doc["letter"]))
    decks = {(doc["era"], doc["letter"]): doc for doc in docs}

    # seed facts
    b = decks[("ww1", "B")]["cards"]
    assert b[11]["kind"] == "immelmann"
    assert {b[14]["kind"], b[17]["kind"]} == {"sideslip"}
    assert {b[14]["direction"], b[17]["direction"]} == {"left", "right"}
    c = decks[("ww1", "C")]["cards"]
    assert c[0]["kind"] == "straight"
    assert c[4]["kind"] == "turn" and c[4]["move"]["dtheta"] == 90
    assert c[14]["kind"] == "immelmann"
    m = decks[("ww1", "M")]["cards"]
    assert max(abs(x["move"]["dtheta"]) for x in m if x["kind"] in ("bank", "turn")) <= 60

    errors = []
    for doc in docs:
        check_deck(doc, decks, errors)
    if errors:
        print("\n".join(errors), file=sys.stderr)
        return 1

    if not check_only:
        os.makedirs(OUT_DIR, exist_ok=True)
        for doc in docs:
            text = to_json(doc) + "\n"
            assert json.loads(text) == doc
            path = os.path.join(OUT_DIR, "%s_%s.json" % (doc["era"], doc["letter"]))
            with open(path, "w", encoding="utf-8", newline="\n") as f:
                f.write(text)
    else:
        # compare the files on disk with what would be generated
        for doc in docs:
            path = os.path.join(OUT_DIR, "%s_%s.json" % (doc["era"], doc["letter"]))
            with open(path, encoding="utf-8") as f:
                if f.read() != to_json(doc) + "\n":
                    print("%s differs from the generator" % path, file=sys.stderr)
                    return 1

    print("Tightest = the bank/turn of smallest radius R (mm); * = steep sideslip.")
    print("deck   cards  straight     tightest                   card mix")
    header_ww2 = True
    for doc in docs:
        if doc["era"] == "ww2" and header_ww2:
            print("\ndeck   cards  fast/slow    tightest fast              tightest slow              card mix")
            header_ww2 = False
        print(summary_row(doc, decks))
    print("\n%d decks OK%s" % (len(docs), " (files match)" if check_only else ", written to " + OUT_DIR))
    return 0


if __name__ == "__main__":
    sys.exit(main())
