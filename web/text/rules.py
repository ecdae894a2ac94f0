"""The rules in words: how to play in about two screens, and the tips for a first game.

Every number the rules name is read from ``australia.board`` and filled into the sentences
here (``NUMBERS``), so the text stays true to the rules the engine plays.
"""

from __future__ import annotations

from typing import Mapping

from australia import (
    ACTIONS_PER_TURN,
    CARD_VALUE,
    FULL_STACK_SIZE,
    HAND_SIZE,
    KINDS,
    LOCATIONS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MOVE_COST,
    NO_RANGER_POINTS,
    PROJECT_BONUS,
    RANGER_TRACK_SPACES,
    REGIONS,
    SIMPLE_STACK_SIZE,
    TAKE_BACK_MAX,
    WILD_COST,
    WINDMILL_MAX_VALUE,
    WINDMILL_START_VALUE,
    WINDMILL_TILE_VALUES,
    WINDMILL_TRACK_SPACES,
    kind_dollars,
    location_points,
)

from web.text.i18n import N_, _, tr

_CAMP = next(loc.id for loc in LOCATIONS if not loc.is_ship)
_SHIP = next(loc.id for loc in LOCATIONS if loc.is_ship)

# The numbers the sentences of the rules screen and of the tips name.
NUMBERS: Mapping[str, int] = {
    "low": MIN_PLAYERS,
    "high": MAX_PLAYERS,
    "regions": len(REGIONS),
    "land": sum(1 for r in REGIONS if not r.is_sea),
    "seas": sum(1 for r in REGIONS if r.is_sea),
    "card_value": CARD_VALUE,
    "most_dollars": kind_dollars(min(KINDS)),
    "most_rangers": max(KINDS),
    "hand": HAND_SIZE,
    "actions": ACTIONS_PER_TURN,
    "wild": WILD_COST,
    "no_ranger": NO_RANGER_POINTS,
    "take_back": TAKE_BACK_MAX,
    "move": MOVE_COST,
    "bonus": PROJECT_BONUS,
    "camp": location_points(_CAMP),
    "ship": location_points(_SHIP),
    "full_stack": FULL_STACK_SIZE,
    "simple_stack": SIMPLE_STACK_SIZE,
    "windmill_start": WINDMILL_START_VALUE,
    "windmill_max": WINDMILL_MAX_VALUE,
    "low_tile": min(WINDMILL_TILE_VALUES),
    "high_tile": max(WINDMILL_TILE_VALUES),
    "windmill_spaces": WINDMILL_TRACK_SPACES,
    "ranger_spaces": RANGER_TRACK_SPACES,
}


def fill(text: str, **more: object) -> str:
    return text.format(**NUMBERS, **more)


def tip(name: str) -> str:
    """A tip for a first game (``web.state.tips``), its numbers filled in."""
    return fill(tr(TIPS[name]))


def tip_label() -> str:
    return _("Tip")


def tip_dismiss() -> str:
    return _("Got it")


def tips_off_button() -> str:
    return _("Turn tips off")


def close_rules() -> str:
    return _('Close the rules')


def title() -> str:
    return _('How to play')


def intro() -> str:
    return fill(_(
        'Australia is a game for {low} to {high} players. You send rangers across the '
        'continent and its seas to help finish projects in its regions. Every finished '
        'project scores points for everyone with rangers around it, and a bonus for whoever '
        'finished it. The most points at the end wins.'
    ))


def board_title() -> str:
    return _('The board and the cards')


def board() -> tuple[str, ...]:
    return tuple(
        fill(text)
        for text in (
            _(
                'The map has {regions} regions: {land} on land and {seas} seas. Each region has a '
                'colour, written under its name; every sea is blue.'
            ),
            _(
                'Camps (round) and ships (diamonds) sit on the borders between regions. A camp or a '
                'ship belongs to every region it touches, so one ranger can count for several '
                'regions.'
            ),
            _(
                'Each region has two projects: its conservation tile (green, with a leaf) and its '
                'industrialization tile, face down until a plane first lands there.'
            ),
            _(
                'A card has a colour on its face and a back that says how many rangers it places and '
                'how many dollars it pays: {card_value} together, from 1 ranger and {most_dollars} '
                'dollars to {most_rangers} rangers and no dollar. Everyone sees which stack you draw '
                'from; only you see the colour.'
            ),
            _(
                'At the start everyone draws {hand} cards, one at a time, from the stacks of their '
                'choice, and draws a new card after every card played while the stacks last.'
            ),
        )
    )


def turn_title() -> str:
    return _('Your turn: two actions')


def turn() -> str:
    return fill(_('A turn is exactly {actions} actions, the same one twice if you like. Then end your turn.'))


def fly_term() -> str:
    return _('Fly.')


def fly() -> str:
    return _(
        'Put your plane on any other region. If its industrialization tile is face down, turn '
        'it face up.'
    )


def play_term() -> str:
    return _('Play a card.')


def play() -> str:
    return fill(_(
        'The card must have the colour of the region your plane is in. If none of your cards '
        'matches, you may pay {wild} dollars to play any card as if it did. Take the card’s '
        'dollars, then put up to its number of rangers from your supply on one camp or ship '
        'of that region that is empty or holds only your rangers. If you put none there, you '
        'score {no_ranger} points instead. Then draw a new card from any stack.'
    ))


def take_back_term() -> str:
    return _('Take back rangers.')


def take_back() -> str:
    return fill(_('Return 1 to {take_back} of your rangers from the region your plane is in to your supply.'))


def move_term() -> str:
    return _('Move a ranger (not an action).')


def move() -> str:
    return fill(_(
        'At any moment of your turn, except between playing a card and drawing the next one, '
        'you may pay {move} dollars to move one of your rangers to another camp or ship that '
        'is empty or holds only your rangers, as often as you can pay.'
    ))


def projects_title() -> str:
    return _('Projects and scoring')


def conservation_term() -> str:
    return _('Conservation')


def conservation() -> str:
    return _('is finished when every camp and ship of the region holds at least one ranger.')


def industrialization_term() -> str:
    return _('Industrialization')


def industrialization() -> str:
    return _(
        'is finished when the tile is face up and the rangers in all camps and ships of the '
        'region add up exactly to the number on the tile.'
    )


def scoring() -> tuple[str, ...]:
    return tuple(
        fill(text)
        for text in (
            _(
                'A finished project scores at once. Whoever finished it scores a bonus of {bonus} '
                'points. Then every player scores {camp} point for each of their rangers in the '
                'region’s camps and {ship} points for each in its ships. The tile leaves the region; '
                'its other project can still be finished later.'
            ),
            _(
                'One placement can finish several projects, in several regions: each one scores. '
                'Flying can finish a project too, when the tile turned face up shows exactly the '
                'number of rangers already there.'
            ),
        )
    )


def example_1(**values: object) -> str:
    return fill(_(
        'Example: Black places {placed} rangers on {location}, the last empty ship of the '
        '{region}, where White has 1 ranger and Blue 2. Every ship of the sea now holds '
        'rangers, so its conservation project is finished. Black scores {black} points '
        '({bonus} for finishing it and {ship} for each of its {placed} rangers on a ship), '
        'White scores {white} and Blue {blue}.'
    ), **values)


def example_1_alt(**values: object) -> str:
    return fill(_(
        'The {region} with Black’s plane in it: {placed} black rangers on {location}, 1 white '
        'ranger and 2 blue rangers on its other ships.'
    ), **values)


def example_2(**values: object) -> str:
    return fill(_(
        'Example: the tile of the {region} is face up and shows {value}; Black has '
        '{black_rangers} rangers on {black_location}. White plays a red card and places '
        '{placed} rangers on {location}: the region now counts exactly {value} rangers, so '
        'its industrialization project is finished. White scores {white} points ({bonus} for '
        'finishing it and {camp} for each of its {placed} rangers in a camp) and Black scores '
        '{black}.'
    ), **values)


def example_2_alt(**values: object) -> str:
    return fill(_(
        'The {region} with White’s plane in it and its tile showing {value}: {black_rangers} '
        'black rangers on {black_location} and {placed} white rangers on {location}.'
    ), **values)


def windmill_title() -> str:
    return _('The full game: the windmill')


def windmill() -> tuple[str, ...]:
    return tuple(
        fill(text)
        for text in (
            _(
                'Each stack holds {full_stack} cards instead of {simple_stack}, and the windmill '
                'starts in a region with the value {windmill_start}.'
            ),
            _(
                'When a tile showing a windmill (those of {low_tile} and {high_tile}) is turned face '
                'up, the windmill moves to that region and its value rises by 1, up to '
                '{windmill_max}.'
            ),
            _('Every scored tile goes on the windmill track, which has {windmill_spaces} spaces.'),
            _(
                'When you play a card in the windmill’s region or a region sharing a border with it, '
                'you may send some or all of the card’s rangers to the ranger track ({ranger_spaces} '
                'spaces, filled from the top) instead of a camp or ship. Rangers on the track never '
                'come back by taking back or moving, and sending them there does not count as placing '
                'none.'
            ),
            _(
                'As soon as the windmill track is full, the windmill scores: the player with the most '
                'rangers on the ranger track scores its value, the second half of that, the third '
                'half of the second’s points (rounded down). On a tie, the player whose highest '
                'ranger stands higher comes first. Then the tiles leave the track, the top half of '
                'the rangers go back to their owners and the others move up.'
            ),
        )
    )


def end_title() -> str:
    return _('The end')


def end() -> tuple[str, ...]:
    return tuple(
        fill(text)
        for text in (
            _(
                'When all the stacks are empty and a player has played their last card, the round is '
                'played to its end: the player before the start player has the last turn. In the full '
                'game the windmill then scores one last time, however full its track. Each dollar is '
                'worth 1 point.'
            ),
            _(
                'The most points wins. On a tie, the most dollars wins; if that is a tie too, the '
                'victory is shared.'
            ),
        )
    )


def tips_title() -> str:
    return _('Tips for a first game')


def tips_on() -> str:
    return _('Short tips appear at the right moments of the first turns, each one once on this device.')


def tips_off() -> str:
    return _('Tips are turned off on this device.')


def tips_on_button() -> str:
    return _('Turn tips on again')


TIPS = {
    'stacks': N_(
        'Each stack’s back shows what its cards give: rangers to place and dollars. A card’s '
        'colour stays hidden until you draw it, and only you see it.'
    ),
    'fly': N_(
        'A card is played in the region where your plane is, and its colour must match the '
        'region’s. Fly first: click a region of the colour of one of your cards.'
    ),
    'project': N_(
        'One of your cards can finish a project now. Whoever finishes one scores a bonus of '
        '{bonus} points, and every player scores for their rangers in that region: {camp} for '
        'each in a camp, {ship} for each on a ship.'
    ),
    'windmill': N_(
        'Your plane is at the windmill or next to it: a card played here may send rangers to '
        'the ranger track. When the windmill track is full, the most rangers on the ranger '
        'track score the windmill’s value.'
    ),
    'place': N_(
        'Choose one highlighted camp or ship of this region: it must be empty or hold only '
        'your rangers. Then choose how many rangers go there; none scores {no_ranger} points '
        'instead.'
    ),
    'end-turn': N_(
        'Both actions of this turn are done. You may still move a ranger for {move} dollars; '
        'then end your turn.'
    ),
}
