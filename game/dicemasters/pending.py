"""Booster cards whose code is still being written: the card data holds them, the ability check
lets them through, and no setup deals them (each is ``"random": false`` until it is done)."""

from __future__ import annotations

PENDING: frozenset[str] = frozenset(
    [
        "avx-035",  # Angel: High Ground
        "avx-036",  # Black Widow: Natural
        "avx-037",  # Colossus: Unstoppable
        "avx-038",  # Cyclops: Slim
        "avx-039",  # Deadpool: Assassin
        "avx-040",  # Doctor Doom: Reed Richards' Rival
        "avx-041",  # Doctor Octopus: Megalomaniac
        "avx-042",  # Doctor Strange: Sorcerer Supreme
        "avx-043",  # Gambit: Ace in the Hole
        "avx-044",  # Ghost Rider: Johnny Blaze
        "avx-045",  # Green Goblin: Goblin-Lord
        "avx-046",  # Hawkeye: Longbow
        "avx-047",  # Loki: Trickster
        "avx-048",  # Magneto: Former Comrade
        "avx-049",  # Mr. Fantastic: Brilliant Scientist
        "avx-050",  # Mystique: Unknown
        "avx-051",  # Nick Fury: Mr. Anger
        "avx-052",  # Nightcrawler: Fuzzy Elf
        "avx-053",  # Nova: Quasar
        "avx-054",  # Phoenix: Ms. Psyche
        "avx-055",  # Professor X: Principal
        "avx-056",  # Punisher: McRook
        "avx-057",  # Rogue: Anna Raven
        "avx-058",  # Silver Surfer: Silverado
        "avx-059",  # Thing: Ever-Lovin' Blue-Eyed
        "avx-060",  # Venom: Eddie Brock
        "avx-061",  # War Machine: Combat Comrade
        "avx-062",  # Wolverine: Wildboy
        "avx-063",  # Mjolnir: Fist of the Righteous
        "avx-064",  # Vibranium Shield: One of a Kind
        "avx-065",  # Angel: Avenging Angel
        "avx-066",  # Beast: Kreature
        "avx-067",  # Captain America: Sentinel of Liberty
        "avx-068",  # Colossus: Russian Bear
        "avx-069",  # Cyclops: If Looks Could Kill
        "avx-070",  # Deadpool: Jack
        "avx-071",  # Doctor Doom: Nemesis
        "avx-072",  # Doctor Octopus: Fully Armed
        "avx-073",  # Doctor Strange: Master of the Mystic Arts
        "avx-074",  # Gambit: Le Diable Blanc
        "avx-075",  # Ghost Rider: Spirit of Vengeance
        "avx-076",  # Hawkeye: Br'er Hawkeye
        "avx-077",  # Hulk: Green Goliath
        "avx-078",  # Human Torch: Johnny Storm
        "avx-079",  # Iron Man: Billionaire
        "avx-080",  # Loki: Illusionist
        "avx-081",  # Magneto: Holocaust Survivor
        "avx-082",  # Mystique: Shapeshifter
        "avx-083",  # Nick Fury: WWII Veteran
        "avx-084",  # Nightcrawler: Abandoned
        "avx-085",  # Nova: Bucket Head
        "avx-086",  # Phoenix: Redd
        "avx-087",  # Professor X: Powerful Telepath
        "avx-088",  # Punisher: Vigilante
        "avx-089",  # Rogue: Anna Marie
        "avx-090",  # Silver Surfer: Sentinel
        "avx-091",  # Spider-Man: Wall-Crawler
        "avx-092",  # Storm: Wind-Rider
        "avx-093",  # Thing: Grim Ben
        "avx-094",  # Thor: God of Thunder
        "avx-095",  # Venom: Mac Gargan
        "avx-096",  # War Machine: Parnell Jacobs
        "avx-097",  # Mjolnir: Forged by Odin
        "avx-098",  # Vibranium Shield: Irreplaceable
        "avx-099",  # Angel: Soaring
        "avx-100",  # Black Widow: Killer Instinct
        "avx-101",  # Colossus: Piotr Rasputin
        "avx-102",  # Cyclops: Scott Summers
        "avx-103",  # Deadpool: Chiyonosake
        "avx-104",  # Doctor Doom: Victor
        "avx-105",  # Doctor Octopus: Mad Scientist
        "avx-106",  # Doctor Strange: Probably a Charlatan
        "avx-107",  # Gambit: Cardsharp
        "avx-108",  # Ghost Rider: Brimstone Biker
        "avx-109",  # Green Goblin: Norman Osborn
        "avx-110",  # Hawkeye: Robin Hood
        "avx-111",  # Loki: Gem-Keeper
        "avx-112",  # Magneto: Sonderkommando
        "avx-113",  # Mr. Fantastic: The Invincible Man
        "avx-114",  # Mystique: Could Be Anyone
        "avx-115",  # Nick Fury: Patch
        "avx-116",  # Nightcrawler: Circus Freak
        "avx-117",  # Nova: The Human Rocket
        "avx-118",  # Phoenix: Jeannie
        "avx-119",  # Professor X: Charles Francis Xavier
        "avx-120",  # Punisher: Big Nothing
        "avx-121",  # Rogue: Can't Touch This
        "avx-122",  # Silver Surfer: Sky-Rider
        "avx-123",  # Thing: Idol of Millions
        "avx-124",  # Venom: Angelo Fortunato
        "avx-125",  # War Machine: James Rhodes
        "avx-126",  # Wolverine: Formerly Weapon Ten
        "avx-127",  # Mjolnir: Thor's Hammer
        "avx-128",  # Vibranium Shield: Cap's Protection
        "avx-129",  # Black Widow: Tsarina
        "avx-130",  # Green Goblin: "Gobby"
        "avx-131",  # Mr. Fantastic: Elastic
        "avx-132",  # Wolverine: Canucklehead
    ]
)
