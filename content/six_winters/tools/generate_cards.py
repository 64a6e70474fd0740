#!/usr/bin/env python3
"""Writes the original Six Winters card set (content/six_winters/cards/*.yaml).

The card set is procedural on purpose: the spec (§12) fixes counts and distributions, and a
seeded generator hits them exactly and keeps them reproducible. Names and texts are written
for this project from the word lists below (seed names only where the spec allows them).
Run: python3 content/six_winters/tools/generate_cards.py  (rewrites the cards folder).
Designers may also edit the YAML by hand afterwards; the loader does not care where it came from.
"""
import os
import random

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "cards")
rng = random.Random(1907)

RES = ["stability", "technology", "espionage", "military", "diplomacy", "sorcery"]
REGIONS = ["empire", "red_bank", "settled_lands"]
SKILLS = ["command", "disguise", "lore", "rapport", "combat", "tactics", "thievery", "survival"]
SEASONS = ["spring", "summer", "fall", "winter"]
SLOTS = {"empire": ["military", "technology", "espionage"],
         "red_bank": ["military", "stability", "sorcery"],
         "settled_lands": ["diplomacy", "technology", "sorcery"]}


class Flow(list):
    pass


class FlowMap(dict):
    pass


def flow_list(dumper, data):
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=True)


def flow_map(dumper, data):
    return dumper.represent_mapping("tag:yaml.org,2002:map", data, flow_style=True)


yaml.add_representer(Flow, flow_list)
yaml.add_representer(FlowMap, flow_map)


def F(**kw):
    return FlowMap(kw)


def spread(counts):
    """{key: n} → shuffled list with each key n times."""
    out = []
    for k, n in counts.items():
        out += [k] * n
    rng.shuffle(out)
    return out


def write(name, header, data):
    with open(os.path.join(OUT, name), "w") as f:
        f.write(header)
        yaml.dump(data, f, sort_keys=False, width=110, allow_unicode=True)


# ---------------------------------------------------------------- obstacles
ADJ = ["Ashen", "Gilded", "Hollow", "Silent", "Iron", "Pale", "Crooked", "Sworn", "Drowned", "Bitter",
       "Red", "Veiled", "Howling", "Grim", "Restless", "Sunken", "Brazen", "Frayed", "Patient", "Starving",
       "Lantern", "Wandering", "Sleepless", "Salt", "Hungry", "Feral", "Cinder", "Velvet", "Thorned", "Wary"]
NOUN = {"foe": ["Raiders", "Reaver", "Marauders", "Champion", "Duelist", "Cutthroats", "Hound-Master"],
        "issue": ["Shortage", "Quarrel", "Fever", "Debt", "Flood", "Famine", "Unrest"],
        "eldritch": ["Apparition", "Rift", "Whisperer", "Bone Choir", "Ward-Breaker", "Shade", "Omen"],
        "diplomat": ["Envoy", "Emissary", "Legate", "Broker", "Herald"],
        "trap": ["Snare", "Pitfall", "Ambush", "Deadfall", "Tripwire"],
        "spy": ["Informant", "Watcher", "Cipher-Clerk", "Mole"],
        "guard": ["Sentries", "Wardens", "Gatekeepers"],
        "unit": ["Cohort", "Lancers", "Pike Line"],
        "development": ["Foundry", "Canal Works", "Siege Engine"],
        "resistance": ["Holdouts", "Partisans"],
        "mob": ["Rabble", "Crowd"],
        "beast": ["Wyrm", "Stag-Lord", "Marsh Hag"]}


def obstacle_name(tag, used):
    while True:
        n = f"{rng.choice(ADJ)} {rng.choice(NOUN[tag])}"
        if n not in used:
            used.add(n)
            return n


def slug(name):
    return "".join(c if c.isalnum() else "_" for c in name.lower()).strip("_").replace("__", "_")


def dice_for(d, n_mean):
    # mean dice count near the target, mostly 1–2 distinct values
    n = max(1, min(5, round(rng.gauss(n_mean, 0.6))))
    faces = rng.choices([1, 2, 3, 4, 5, 6], weights=[38, 42, 32, 21, 30, 29], k=min(2, n))
    return sorted(rng.choice(faces) for _ in range(n))


DICE_MEAN = {1: 1.8, 2: 2.0, 3: 1.7, 4: 2.1, 5: 3.0, 6: 3.1}
DMG_MEAN = {1: 1.7, 2: 2.3, 3: 2.2, 4: 2.5, 5: 2.4, 6: 3.1}

THREAT_ICONS = {  # threat-unlocked icons by difficulty (spec §12.2)
    "stability": [0, 7, 1, 5, 0, 0], "technology": [4, 2, 4, 5, 1, 0], "espionage": [4, 4, 3, 3, 1, 0],
    "military": [1, 4, 7, 4, 2, 0], "diplomacy": [3, 3, 3, 5, 1, 0], "sorcery": [3, 1, 2, 4, 1, 1]}
THREAT_CARDS = {1: 12, 2: 18, 3: 15, 4: 13, 5: 3, 6: 1}
LINKED_ICONS = {"stability": 7, "technology": 5, "espionage": 4, "military": 7, "diplomacy": 5, "sorcery": 12}
REGION_DIFF = {"empire": [5, 6, 6, 6, 2, 5], "red_bank": [2, 10, 9, 7, 1, 2], "settled_lands": [5, 6, 6, 5, 2, 5]}
DIFF_SEASON = {1: [5, 2, 2, 3], 2: [4, 9, 7, 2], 3: [5, 6, 4, 6], 4: [3, 3, 6, 6], 5: [0, 0, 3, 2], 6: [2, 2, 4, 4]}
SKILL_COUNTS = {"command": 15, "combat": 13, "lore": 12, "rapport": 11, "survival": 11, "tactics": 10,
                "thievery": 10, "disguise": 8}
TAG_COUNTS = {"foe": 21, "issue": 17, "eldritch": 16, "diplomat": 11, "trap": 10, "spy": 8, "guard": 6,
              "unit": 6, "development": 5, "resistance": 4, "mob": 3, "beast": 8}

region_pool = {d: spread({r: REGION_DIFF[r][d - 1] for r in REGIONS}) for d in range(1, 7)}
season_pool = {d: spread({SEASONS[i]: DIFF_SEASON[d][i] for i in range(4)}) for d in range(1, 7)}
skill_pool = spread(SKILL_COUNTS)
tag_pool = spread(TAG_COUNTS)


def take_region(d, want=None):
    pool = region_pool[d]
    if want and want in pool:
        pool.remove(want)
        return want
    if want:
        return want
    return pool.pop() if pool else rng.choice(REGIONS)


def take_season(d):
    return season_pool[d].pop() if season_pool[d] else rng.choice(SEASONS)


def activation_for(tag, res, skill, d):
    """A small library of original activation texts in the effect vocabulary."""
    amt = 1 if d <= 3 else 2
    track = "body" if tag in ("foe", "trap", "unit", "beast", "mob", "guard") else "psyche"
    opts = [
        [F(op="stress", who="at_location", track=track, amount=amt)],
        [F(op="move_obstacle", which="self", where=f"lowest_skill({skill})")],
        [F(op="assets", where="here", mode="remove")],
        [F(op="pool", resource=res, mode="remove_lowest", amount=1)],
        [F(op="stress", who="one_in_region", track=track, amount=amt)],
        [F(op="action_dice", who="at_location", mode="discard_lowest", amount=1)],
    ]
    if tag == "guard":
        return [F(op="move_obstacle", which="self", where=f"lowest_skill({skill})")]
    if tag in ("eldritch",):
        opts.append([F(op="pool", resource="sorcery", mode="remove_lowest", amount=1),
                     F(op="stress", who="at_location", track="psyche", amount=1)])
    if tag == "development":
        opts.append([F(op="add_asset", where="here", resource=res, amount=1)])
    return rng.choice(opts)


def on_overcome_for(res, d):
    opts = [[F(op="add_asset", where="here", resource=res, amount=1 + d // 3)],
            [F(op="pool", resource=res, mode="add", amount=1)],
            [F(op="threat", resource=res, amount=-1)],
            [F(op="action_dice", who="at_location", mode="add", amount=1)]]
    return rng.choice(opts)


obstacles = []
used_names = set()


def make_obstacle(d, region, icons, unlock, name=None, tag=None, skill=None, damage=None, dice=None,
                  stationary=False, copies=1, activation=None, on_overcome=None, passive=None, season=None):
    tag = tag or (tag_pool.pop() if tag_pool else "foe")
    skill = skill or (skill_pool.pop() if skill_pool else rng.choice(SKILLS))
    name = name or obstacle_name(tag, used_names)
    res = icons[0]
    if damage is None:
        n = max(0, min(4, round(rng.gauss(DMG_MEAN[d], 0.7))))
        damage = F(psyche=0, body=n) if rng.random() < 0.53 else F(psyche=n, body=0)
    ob = {"id": "ob_" + slug(name), "name": name, "home_region": region,
          "season_back": season or take_season(d), "difficulty": d, "skill": skill,
          "tags": Flow([tag]), "threat_icons": Flow(icons), "dice": Flow(dice or dice_for(d, DICE_MEAN[d])),
          "damage": damage, "unlock": unlock, "stationary": stationary, "copies": copies}
    if passive:
        ob["passive"] = passive
    ob["activation"] = activation if activation is not None else (
        activation_for(tag, res, skill, d) if rng.random() < 0.9 else [])
    ob["on_overcome"] = on_overcome if on_overcome is not None else (
        on_overcome_for(res, d) if rng.random() < 0.22 else [])
    obstacles.append(ob)
    return ob


# threat-unlocked: icons by difficulty; the extra icons become second icons
for d in range(1, 7):
    icons = spread({r: THREAT_ICONS[r][d - 1] for r in RES})
    n = THREAT_CARDS[d]
    firsts, extras = icons[:n], icons[n:]
    for i in range(n):
        ic = [firsts[i]] + ([extras[i]] if i < len(extras) else [])
        make_obstacle(d, take_region(d), ic, "threat")

# the Imperial Guard (seed name) hunts the weakest thief in the Empire
guard = next(o for o in obstacles if o["difficulty"] == 2 and o["home_region"] == "empire")
guard.update({"id": "ob_imperial_guard", "name": "Imperial Guard", "skill": "thievery", "tags": Flow(["guard"]),
              "activation": [F(op="move_obstacle", which="self", where="lowest_skill(thievery, empire)")]})

# copies: 7 designs in 2–3 copies (90 cards from 81 designs)
def merge_copies():
    singles = [o for o in obstacles if o["unlock"] == "threat"]
    merged = 0
    for a in list(singles):
        if merged == 6:
            break
        for b in singles:
            if b is a or b.get("_gone") or a.get("_gone") or b["copies"] > 1:
                continue
            if (b["difficulty"], b["home_region"], tuple(b["threat_icons"])) == (
                    a["difficulty"], a["home_region"], tuple(a["threat_icons"])) and a["copies"] == 1:
                a["copies"] = 2
                b["_gone"] = True
                merged += 1
                break
    return merged


# linked obstacles: 6 bosses, 4 unlock obstacles, the rest guard regional and starting locations
linked_icons = spread(LINKED_ICONS)
THREAT_LOCS = [("espionage", "empire", "The Sealed Archive"), ("stability", "red_bank", "Famine Road"),
               ("military", "red_bank", "The Burning Muster"), ("sorcery", "red_bank", "Spire of the Autarch"),
               ("technology", "settled_lands", "The Black Foundry"), ("diplomacy", "settled_lands", "Hall of Broken Oaths")]
BOSS_NAMES = {"espionage": "Keeper of Ten Thousand Secrets", "stability": "The Hunger Marshal",
              "military": "Warlord of the Burning Muster", "sorcery": "The Autarch's Shadow",
              "technology": "The Foundry Colossus", "diplomacy": "The Oathbreaker Queen"}
bosses = {}
for i, (res, region, _) in enumerate(THREAT_LOCS):
    d = 6 if i < 4 else 5
    icons = [res, res] if res == "sorcery" else [res]
    for ic in icons:
        if ic in linked_icons:
            linked_icons.remove(ic)
    bosses[res] = make_obstacle(
        d, take_region(d, region), icons, "location", name=BOSS_NAMES[res], tag="foe",
        dice=sorted(rng.choice([[4, 5, 6, 6], [3, 5, 5, 6, 6], [2, 4, 6, 6], [5, 5, 6, 6, 1]])),
        damage=F(psyche=0, body=rng.choice([2, 3, 4])) if i % 2 else F(psyche=rng.choice([2, 3, 4]), body=0),
        stationary=True, season="winter",
        activation=[F(op="stress", who="in_region", track="psyche" if i % 2 == 0 else "body", amount=1)],
        on_overcome=[F(op="threat", resource=res, amount=-3)])

UNLOCKS = [("empire", "Guild of Secrets", "lucia", "The Cipher Lock", 1),
           ("red_bank", "Undari's Tomb", "oniri", "The Dreaming Seal", 1),
           ("settled_lands", "Pearlescent Marsh", "yasmina", "Marsh-Mother's Ward", 2)]
unlock_obs = {}
for region, loc, ch, name, copies in UNLOCKS:
    ic = [linked_icons.pop()]
    unlock_obs[loc] = make_obstacle(6, take_region(6, region), ic, "location", name=name, tag="eldritch",
                                    copies=copies, stationary=True,
                                    on_overcome=[F(op="unlock_character", character=ch)])

other_linked = []
for d, n in [(2, 4), (3, 6), (4, 5), (6, 3)]:
    for _ in range(n):
        ic = [linked_icons.pop()]
        if linked_icons and rng.random() < 0.45:
            ic.append(linked_icons.pop())
        other_linked.append(make_obstacle(d, take_region(d), ic, "location"))
while linked_icons:  # leftover icons ride as second icons
    o = rng.choice([x for x in other_linked if len(x["threat_icons"]) == 1] or other_linked)
    o["threat_icons"].append(linked_icons.pop())

hidden = other_linked[-1]
hidden.update({"id": "ob_hidden_outpost", "name": "Hidden Outpost", "stationary": True, "tags": Flow(["spy"])})
merge_copies()
obstacles = [o for o in obstacles if not o.get("_gone")]
# 90 cards: top up copies if merging fell short (a third copy on the first doubled design)
while sum(o["copies"] for o in obstacles) < 90:
    c = next(o for o in obstacles if o["copies"] == 2 and o["unlock"] == "threat")
    c["copies"] = 3
    # keep total at 90: a merge already removed one card per doubled design
for o in obstacles:
    o.pop("_gone", None)

# ---------------------------------------------------------------- locations
LOC_ADJ = ["Amber", "Lowgate", "Saltmarsh", "Thornwall", "Mirrow", "Candle", "Ravel", "Stag", "Greywater",
           "Hearth", "Cold", "Widow's", "Brinefield", "Lark", "Kestrel", "Ember", "Moth", "Copper", "Rook's",
           "Willow", "Marrow", "Tallow", "Falcon", "Oxbow", "Quill", "Hemlock", "Vesper", "Mossy", "Gannet", "Ivory"]
LOC_NOUN = {"urban": ["Market", "Quarter", "Exchange", "Arcade", "Bastion", "Square", "Citadel"],
            "rural": ["Farmstead", "Mill", "Orchard", "Crossing", "Hamlet", "Pasture"],
            "wilderness": ["Fen", "Wilds", "Crags", "Thicket", "Barrens", "Moor"],
            "dungeon": ["Catacombs", "Undervault"]}
TERRAIN = {"urban": 18, "wilderness": 15 - 7, "rural": 14, "dungeon": 2}
LOC_SKILLS = {"lore": 8, "tactics": 7, "command": 6, "disguise": 6, "rapport": 6, "survival": 6, "combat": 5,
              "thievery": 5}
terrain_pool = spread(TERRAIN)
loc_skill_pool = spread(LOC_SKILLS)
# icons: 27 none, 6 gate, 5 port, 11 source (2 per resource except stability 1)
icon_pool = spread({"none": 27, "gate": 6, "port": 5})
source_res = spread({"technology": 2, "espionage": 2, "military": 2, "diplomacy": 2, "sorcery": 2,
                     "stability": 1})
icon_pool += ["source"] * 11
rng.shuffle(icon_pool)
tag_pool_l = spread({"hall": 5, "port": 5, "tavern": 3, "vault": 2, "eldritch": 7})
own_cost = spread({1: 23, 2: 19, 3: 7})
ADJ_REGION = {("empire", "red_bank"), ("red_bank", "empire"), ("red_bank", "settled_lands"),
              ("settled_lands", "red_bank")}

locations = []
used_loc = set()


def move_costs(region, own):
    out = FlowMap()
    for r in REGIONS:
        if r == region:
            out[r] = own
        elif (region, r) in ADJ_REGION:
            out[r] = max(own, 2)
        else:
            out[r] = 3
    return out


def make_location(name, kind, region, terrain=None, skill=None, icon=None, tags=None, linked=(), action=(),
                  activation=(), passive=(), unlocks=None, threat_res=None, own=None, stress=None):
    terrain = terrain or (terrain_pool.pop() if terrain_pool else "rural")
    icon = icon or (icon_pool.pop() if icon_pool else "none")
    src = source_res.pop() if icon == "source" and source_res else None
    if icon == "source" and src is None:
        icon = "none"
    if tags is None:
        tags = [tag_pool_l.pop()] if tag_pool_l and rng.random() < 0.45 else []
    if icon == "port" and "port" not in tags and len(tags) < 2:
        tags = tags + ["port"]
    own = own or (own_cost.pop() if own_cost else 1)
    loc = {"id": "loc_" + slug(name), "name": name, "kind": kind, "region": region, "terrain": terrain,
           "tags": Flow(tags), "skill": skill or (loc_skill_pool.pop() if loc_skill_pool else rng.choice(SKILLS)),
           "move_cost": move_costs(region, own) if region != "none" else FlowMap(
               {r: 3 for r in REGIONS}),
           "icon": icon, "source_resource": src,
           "linked_obstacles": Flow([F(obstacle=o["id"], copies=o["copies"]) for o in linked]),
           "action": list(action), "activation": list(activation), "passive": list(passive),
           "unlocks_character": unlocks, "threat_resource": threat_res,
           "create_asset_stress": stress or F(psyche=0, body=0)}
    locations.append(loc)
    return loc


STARTING = {"empire": ["Eastkeep", "Guild of Strategy", "Whitehold"],
            "red_bank": ["Dusk's Ayrie", "Ferry's Glenn", "Gray Forest"],
            "settled_lands": ["Lily Manor", "Boar's Peak", "Gravewood"]}
LOC_ACTIONS = [
    [F(op="add_asset", where="here", resource="stability", amount=1)],
    [F(op="deck", region="here", mode="peek", amount=2)],
    [F(op="staging", mode="rearrange")],
    [F(op="pool", resource="sorcery", mode="add", amount=1)],
    [F(op="add_asset", where="here", resource="technology", amount=1)],
    [F(op="action_dice", who="self", mode="set_one", value=6)],
    [F(op="assets", where="here", mode="reroll")],
    [F(op="add_asset", where="here", resource="diplomacy", amount=1)]]
LOC_ACTIVATIONS = [
    [F(op="add_asset", where="here", resource="military", amount=1)],
    [F(op="stress", who="at_location", track="psyche", amount=1)],
    [F(op="assets", where="here", mode="reroll")],
    [F(op="pool", resource="espionage", mode="add", amount=1)]]
LOC_PASSIVES = [[F(mod="leave_cost", amount=1)],
                [F(mod="enter_stress", track="body", amount=1, unless_skill="survival", at_least=2)],
                [F(mod="extra_threat_icon", resource="sorcery", amount=1)],
                [F(mod="damage_bonus", tag="eldritch", amount=1)]]

linked_pool = list(other_linked)
for region in REGIONS:
    for name in STARTING[region]:
        rng.random()  # kept so the seeded sequence (and every other card) stays as first generated
        make_location(name, "starting", region)  # starting locations carry no text (§12.1)
    n_vault = 2 if region == "empire" else 0
    for i in range(10):
        terrain = terrain_pool[-1] if terrain_pool else "rural"
        while True:
            name = f"{rng.choice(LOC_ADJ)} {rng.choice(LOC_NOUN[terrain])}"
            if name not in used_loc:
                used_loc.add(name)
                break
        tags = None
        own = None
        if i < n_vault:
            tags = ["vault"]
            tag_pool_l.remove("vault")
        loc = make_location(name, "regional", region, tags=tags,
                            linked=[linked_pool.pop()] if linked_pool and i % 2 == 0 else [],
                            action=LOC_ACTIONS.pop() if LOC_ACTIONS and i in (3, 7, 9) else [],
                            activation=rng.choice(LOC_ACTIVATIONS) if i in (4, 8) else [],
                            passive=rng.choice(LOC_PASSIVES) if i == 6 else [])
        if i < n_vault:  # empire vaults: moves only inside their own region
            loc["move_cost"] = FlowMap({r: (loc["move_cost"][r] if r == region else None) for r in REGIONS})
# Linked obstacles left over go to regional locations without one, so every card can enter play.
for loc in locations:
    if linked_pool and loc["kind"] == "regional" and not loc["linked_obstacles"]:
        o = linked_pool.pop()
        loc["linked_obstacles"] = Flow([F(obstacle=o["id"], copies=o["copies"])])
assert not linked_pool, "linked obstacles without a location"
for region, name, ch, _, _ in UNLOCKS:
    make_location(name, "character_unlock", region, terrain="wilderness" if region != "empire" else "urban",
                  linked=[unlock_obs[name]], unlocks=ch, tags=["eldritch"] if region == "red_bank" else [])
for res, region, name in THREAT_LOCS:
    make_location(name, "threat", region, terrain="wilderness", tags=["eldritch"], linked=[bosses[res]],
                  threat_res=res, own=rng.choice([1, 2]), icon="none",
                  stress=F(psyche=rng.choice([0, 1]), body=rng.choice([0, 1, 2])))
    locations[-1]["move_cost"] = FlowMap({r: (locations[-1]["move_cost"][r] if r == region else rng.choice([2, 3]))
                                          for r in REGIONS})
make_location("The Discordant Hollow", "discord", "none", terrain="wilderness", tags=["eldritch"], icon="none",
              activation=[F(op="stress", who="at_location", track="psyche", amount=1)])
# remaining eldritch tags go to wilderness/dungeon regional cards
for loc in locations:
    if "eldritch" in tag_pool_l and loc["kind"] == "regional" and not loc["tags"]:
        loc["tags"] = Flow(["eldritch"])
        tag_pool_l.remove("eldritch")

# ---------------------------------------------------------------- progress cards
STAGES = {1: (12, 4.5, 3), 2: (8, 7.5, 4), 3: (10, 9.3, 5), 4: (15, 4.3, 3), 5: (12, 6.3, 6)}
MIX = {1: {"region": 18, "wild": 17, "colour": 11, "face": 5, "rel": 3},
       2: {"region": 3, "wild": 9, "colour": 17, "face": 11, "colour_face": 8, "colour_region": 7, "rel": 5},
       3: {"region": 17, "wild": 1, "colour": 12, "face": 15, "colour_face": 35, "colour_region": 1, "rel": 12},
       4: {"region": 20, "wild": 11, "colour": 8, "face": 11, "colour_face": 6, "colour_region": 3, "rel": 5},
       5: {"wild": 3, "colour": 22, "face": 36, "rel": 15}}
SLOT_COUNTS = [("empire", "espionage", 10), ("red_bank", "military", 9), ("empire", "military", 6),
               ("red_bank", "sorcery", 6), ("settled_lands", "sorcery", 6), ("settled_lands", "diplomacy", 6),
               ("empire", "technology", 5), ("red_bank", "stability", 5), ("settled_lands", "technology", 4)]
slot_pool = []
for g, r, n in SLOT_COUNTS:
    slot_pool += [(g, r)] * n
rng.shuffle(slot_pool)
PC_ADJ = ["Mending", "Quiet", "Bright", "Long", "Hidden", "Common", "Faithful", "Open", "Second", "Last"]
PC_NOUN = ["Accord", "Harvest", "Census", "Road", "Ledger", "Muster", "Bridge", "Council", "Beacon", "Compact",
           "Archive", "Granary", "Rite", "Charter", "Watch", "Foundry", "Treaty", "Vigil", "Loom", "Lantern"]
used_pc = set()


def pc_name():
    while True:
        n = f"The {rng.choice(PC_ADJ)} {rng.choice(PC_NOUN)}"
        if n not in used_pc:
            used_pc.add(n)
            return n


def king_path(start, length):
    """A random 8-neighbour chain of `length` distinct cells from start, heading down/right."""
    for _ in range(200):
        path = [start]
        ok = True
        while len(path) < length:
            r, c = path[-1]
            nbrs = [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0)]
            nbrs = [(a, b) for a, b in nbrs if 0 <= a < 4 and 0 <= b < 4 and (a, b) not in path
                    and all(max(abs(a - p[0]), abs(b - p[1])) > 1 for p in path[:-1])]
            if not nbrs:
                ok = False
                break
            nbrs.sort(key=lambda x: -(x[0] + x[1]) + rng.random() * 2.5)
            path.append(nbrs[0])
        if ok:
            return path
    raise SystemExit("no path")


def square(kind, slot_region):
    if kind == "wild":
        return F()
    if kind == "region":
        return F(region=rng.choice(REGIONS))
    if kind == "colour":
        return F(colour=rng.choice(RES))
    if kind == "face":
        return F(face=rng.randint(1, 6))
    if kind == "colour_face":
        return F(colour=rng.choice(RES), face=rng.randint(1, 6))
    if kind == "colour_region":
        g = rng.choice(REGIONS)
        return F(region=g, colour=rng.choice(SLOTS[g]))
    return F(rel=rng.choice(["plus1", "minus1", "equal"]))


progress = []
REWARDS = {1: [[r] for r in RES] * 2, 2: [[r] for r in RES] + [["wild"]] * 2,
           3: [["stability"]] * 2 + [["espionage"]] * 2 + [["diplomacy"]] * 2 + [["technology"], ["military"],
                                                                                   ["sorcery"], ["wild"]],
           4: [[a, b] for i, a in enumerate(RES) for b in RES[i + 1:]],
           5: [[r, r] for r in RES] + [["wild"]] * 6}
start_r1c2 = {(2, 0), (3, 1), (4, 2), (5, 3)}
for stage, (n, mean_sq, chain) in STAGES.items():
    mix = spread(MIX[stage])
    rewards = REWARDS[stage][:]
    rng.shuffle(rewards)
    total_sq = 0
    for i in range(n):
        target = max(chain, round(mean_sq + rng.uniform(-1, 1))) if stage != 4 else max(3, round(rng.gauss(4.3, 1)))
        length = chain if not (stage == 2 and i == 0) else 5
        length = min(length, target)
        start = (0, 1) if (stage, i) in start_r1c2 else (0, 0)
        path = king_path(start, length)
        cells = list(path)
        while len(cells) < target:
            r, c = rng.choice(cells)
            cand = [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)]
            cand = [x for x in cand if 0 <= x[0] < 4 and 0 <= x[1] < 4 and x not in cells]
            if cand:
                cells.append(rng.choice(cand))
        grid = [["." for _ in range(4)] for _ in range(4)]
        for cell in cells:
            kind = mix.pop() if mix else "wild"
            if cell == start and kind == "rel":
                kind = "wild"
            grid[cell[0]][cell[1]] = square(kind, None)
        total_sq += len(cells)
        g, r = slot_pool.pop() if slot_pool else ("empire", "espionage")
        end = path[-1]
        progress.append({"id": "pc_" + slug(pc_name()) if True else "", "name": used_pc and list(used_pc)[-1],
                         "stage": stage, "obstacle_slot": F(region=g, resource=r), "reward": Flow(rewards[i]),
                         "start": f"r{start[0] + 1}c{start[1] + 1}", "end": f"r{end[0] + 1}c{end[1] + 1}",
                         "grid": [Flow(row) for row in grid]})
for p in progress:  # the name above is set after slugging; fix it from the id
    p["name"] = " ".join(w.capitalize() if w not in ("of",) else w for w in p["id"][3:].split("_"))
    p["name"] = p["name"].replace("The ", "The ", 1)

# ---------------------------------------------------------------- characters
def ab(id_, name, inp, op, **kw):
    a = {"id": id_, "name": name}
    a.update(inp)
    a["op"] = op
    a.update(kw)
    return a


def stress_in(p, b):
    return {"stress": F(psyche=p, body=b)}


def die_in(frm="any", res="any", value="any"):
    return {"input": F(**{"from": frm, "resource": res, "value": value})}


CHAR = [
    ("thea", "Thea", "Steward of the Long Winter", True, None, "stability",
     {"command": 2, "rapport": 2, "lore": 1, "tactics": 1}, 3, 4,
     [ab("thea_exploding_fives", "Exploding Fives", die_in("resource_or_asset", "stability"), "explode_fives"),
      ab("thea_rearrange_staging", "Rearrange Staging", die_in(), "effect",
         effects=[F(op="staging", mode="rearrange")]),
      ab("thea_change_asset", "Change Asset Type", die_in("asset"), "change_resource")]),
    ("menas", "Menas", "Captain of the Ferry Guard", True, None, "military",
     {"combat": 2, "tactics": 2, "survival": 1, "command": 1}, 2, 5,
     [ab("menas_drill", "Drill Square", die_in("any", "any", 2), "set_value", to=Flow([4])),
      ab("menas_forced_march", "Forced March", die_in("action"), "effect",
         effects=[F(op="move_character", who="self", where="any")]),
      ab("menas_rally", "Rally", die_in("asset", "military"), "shift", amount=1)]),
    ("keel", "Keel", "Tinker of the Lower Docks", True, None, "technology",
     {"thievery": 2, "lore": 1, "disguise": 2, "survival": 1}, 3, 3,
     [ab("keel_tech_split", "Tech Split", die_in("resource_or_asset", "technology"), "split"),
      ab("keel_die_split", "Die Split", die_in(), "split"),
      ab("keel_tune", "Fine Tuning", die_in("any", "any", 3), "set_value", to=Flow([4]))]),
    ("fuscus", "Fuscus", "Voice of the Settled Lands", True, None, "diplomacy",
     {"rapport": 2, "disguise": 2, "command": 1, "combat": 1}, 4, 3,
     [ab("fuscus_subtract_one", "Subtract One", die_in(), "shift", amount=-1),
      ab("fuscus_envoy", "Envoy's Welcome", die_in("any", "any", 1), "set_value", to=Flow([3])),
      ab("fuscus_favour", "Call in a Favour", die_in("action"), "convert_kind", kind="asset")]),
    ("lucia", "Lucia", "Cipher of the Guild", False, "ob_the_cipher_lock", "espionage",
     {"thievery": 3, "disguise": 3, "lore": 2, "tactics": 1}, 3, 3,
     [ab("lucia_lift", "Lift", die_in("any", "any", 1), "set_value", to=Flow([2])),
      ab("lucia_whisper", "Whisper Network", die_in("asset", "espionage"), "shift", amount=2),
      ab("lucia_peek", "Read the Signs", die_in(), "effect", effects=[F(op="deck", region="here", mode="peek", amount=3)])]),
    ("yasmina", "Yasmina", "Marsh Witch", False, "ob_marsh_mother_s_ward", "sorcery",
     {"lore": 3, "survival": 3, "rapport": 2, "combat": 1}, 4, 3,
     [ab("yasmina_tide", "Turning Tide", die_in("resource_or_asset", "sorcery"), "change_resource"),
      ab("yasmina_bloom", "Bloom", die_in("any", "any", 2), "set_value", to=Flow([1, 1])),
      ab("yasmina_mist", "Mist Walk", die_in("action"), "effect",
         effects=[F(op="move_character", who="self", where="tagged(eldritch)")])]),
    ("oniri", "Oniri", "Dreamer under the Tomb", False, "ob_the_dreaming_seal", "sorcery",
     {"lore": 3, "command": 2, "tactics": 2, "combat": 2}, 5, 3,
     [ab("oniri_dreamfire", "Dreamfire", die_in("resource", "sorcery"), "explode_fives"),
      ab("oniri_omen", "Omen", die_in("any", "any", 6), "set_value", to=Flow([3, 3])),
      ab("oniri_unmake", "Unmake", die_in("asset"), "shift", amount=-2)]),
]
OTHER = {"thea": "menas", "menas": "keel", "keel": "fuscus", "fuscus": "thea", "lucia": "keel",
         "yasmina": "fuscus", "oniri": "thea"}
TAGS_FOR = {"thea": "issue", "menas": "foe", "keel": "development", "fuscus": "diplomat", "lucia": "spy",
            "yasmina": "eldritch", "oniri": "eldritch"}
TERRAIN_FOR = {"thea": "dungeon", "menas": "urban", "keel": "wilderness", "fuscus": "dungeon",
               "lucia": "rural", "yasmina": "urban", "oniri": "rural"}
characters = []
for cid, name, title, starts, unlocked_by, sig, skills, pm, bm, abilities in CHAR:
    all_sk = {s: skills.get(s, 0) for s in SKILLS}
    common = ab(f"{cid}_steel", "Steel Yourself", stress_in(1, 1), "reroll")
    achievements = []
    trig = [F(trigger="overcome_tag", tag=TAGS_FOR[cid]), F(trigger="complete_card", resource=sig),
            F(trigger="overcome_with", character=OTHER[cid]), F(trigger="complete_card", resource=sig, stage=4),
            F(trigger="overcome_resource", resource=sig, min_difficulty=4),
            F(trigger="complete_card", resource=sig, stage=5)]
    grants = [Flow([2]), Flow([3]), Flow([2, 2]), Flow([4, 4]), Flow([3, 3, 3]), Flow([5, 5, 5])]
    inputs = [1, 2, 1, 3, 2, 4]
    for i in range(6):
        achievements.append({"trigger": trig[i], "grants": ab(f"{cid}_ach{i + 1}", f"{name}'s Mark {i + 1}",
                                                                die_in("any", "any", inputs[i]), "set_value",
                                                                to=grants[i])})
    discord = [
        {"when": F(trigger="co_located", character=OTHER[cid]),
         "effect": [F(op="stress", who="self", track="psyche", amount=1)]},
        {"when": F(trigger="move_to", terrain=TERRAIN_FOR[cid]),
         "effect": [F(op="stress", who="self", track="body", amount=1)]},
        {"when": F(trigger="overcome_tag", tag=rng.choice(["foe", "issue", "trap"])),
         "effect": [F(op="stress", who="self", track="psyche", amount=1)]},
        {"when": F(trigger="create_asset", resource=sig),
         "effect": [F(op="stress", who="self", track="body", amount=1)]},
        {"when": F(trigger="complete_card", resource=RES[(RES.index(sig) + 2) % 6]),
         "effect": [F(op="stress", who="self", track="psyche", amount=1)]},
        {"effect": [F(op="threat", resource=sig, amount=-2), F(op="burn_self")]},
    ]
    characters.append({"id": cid, "name": name, "title": title, "starts_unlocked": starts,
                       "unlocked_by": unlocked_by, "signature_resource": sig, "skills": FlowMap(all_sk),
                       "psyche_max": pm, "body_max": bm, "abilities": [common] + abilities,
                       "achievements": achievements, "discord": discord})

# ---------------------------------------------------------------- events
EVENTS = {
    ("winter", 0): ("Hearthfires", "immediate", [F(op="add_asset", where="tagged(hall)", resource="stability", amount=1)]),
    ("winter", 1): ("Thin Rations", "immediate", [F(op="pool", resource="stability", mode="remove_lowest", amount=1),
                                                  F(op="pool", resource="sorcery", mode="add", amount=1)]),
    ("winter", 2): ("Bitter Frost", "immediate", [F(op="stress", who="terrain(wilderness)", track="body", amount=2)]),
    ("winter", 3): ("The Long Dark", "this_turn", [F(op="pool", resource="technology", mode="skip_refresh")]),
    ("spring", 0): ("Thaw Markets", "immediate", [F(op="add_asset", where="terrain(urban)", resource="diplomacy", amount=1)]),
    ("spring", 1): ("Open Roads", "immediate", [F(op="move_character", who="all_in_play", where="any")]),
    ("spring", 2): ("Mud Season", "immediate", [F(op="action_dice", who="all_in_play", mode="discard_lowest", amount=1)]),
    ("spring", 3): ("Spring Floods", "immediate", [F(op="stress", who="terrain(rural)", track="body", amount=3),
                                                   F(op="discard_obstacle", which="tag(mob)", amount=1)]),
    ("summer", 0): ("Long Days", "immediate", [F(op="pool", resource="military", mode="add", amount=1),
                                               F(op="pool", resource="technology", mode="add", amount=1)]),
    ("summer", 1): ("Travelling Fair", "immediate", [F(op="action_dice", who="all_in_play", mode="add", amount=1)]),
    ("summer", 2): ("Heat Sickness", "immediate", [F(op="stress", who="terrain(urban)", track="psyche", amount=2)]),
    ("summer", 3): ("Muster of the Autarch", "immediate", [F(op="staging", mode="place_extra")]),
    ("fall", 0): ("Gleaning", "immediate", [F(op="add_asset", where="terrain(rural)", resource="stability", amount=1)]),
    ("fall", 1): ("Harvest Festivals", "immediate", [F(op="add_asset", where="terrain(rural)", resource="diplomacy", amount=1),
                                                    F(op="stress", who="terrain(dungeon)", track="psyche", amount=1)]),
    ("fall", 2): ("Early Storms", "immediate", [F(op="stress", who="terrain(wilderness)", track="psyche", amount=2)]),
    ("fall", 3): ("Blight", "this_turn", [F(op="pool", resource="stability", mode="skip_refresh")]),
}
events = [{"id": f"ev_{s}_{c}", "name": n, "season": s, "count": c, "duration": d, "effects": e}
          for (s, c), (n, d, e) in EVENTS.items()]

for ch in characters:
    if ch["id"] == "oniri":
        ch["discord"][2] = {"effect": [F(op="bring_location", location="loc_the_discordant_hollow", where="here"),
                                       F(op="stress", who="self", track="psyche", amount=1)]}
for res, ob in bosses.items():
    ob["activation"] = [ob["activation"][0],
                        F(op="stress", who="at_location", track="body", amount="per(obstacles_here, 1)")]

HEADER = "# Six Winters — original card set. Generated by tools/generate_cards.py; see ../README.md.\n"
write("obstacles.yaml", HEADER, obstacles)
write("locations.yaml", HEADER, locations)
write("progress.yaml", HEADER, progress)
write("characters.yaml", HEADER, characters)
write("events.yaml", HEADER, events)
print("obstacles", len(obstacles), "cards", sum(o["copies"] for o in obstacles), "locations", len(locations),
      "progress", len(progress), "characters", len(characters), "events", len(events))
