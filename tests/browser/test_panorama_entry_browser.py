"""Panorama at the speed of the table (issue 15): what the thumb taps stays where it is.

At 390 × 844 with touch, with JavaScript on and, where it applies, off. Totals are worked out by
hand from the rules (spec/panorama.md); the positions on screen are measured, never assumed.
"""

from __future__ import annotations

import re

import pytest

from tests.browser.conftest import (
    PHONE_VIEWPORT,
    assert_no_horizontal_scroll,
    axe_violations,
    podium_totals,
    score_the_game,
    settle,
)

pytestmark = pytest.mark.browser


@pytest.fixture
def no_js_page(phone):
    return phone(javascript=False, mobile=False)


def box(locator) -> dict[str, float]:
    found = locator.bounding_box()
    assert found is not None, locator
    return found


def bar_top(page) -> float:
    return page.evaluate("document.querySelector('.action-bar').getBoundingClientRect().top")


def assert_in_reach(page, locator) -> None:
    """Whole on the screen, above the Score bar: the thumb reaches it without a scroll."""
    where = box(locator)
    assert where["y"] >= 0, f"{locator} is above the screen ({where['y']:.0f} px)"
    bottom = where["y"] + where["height"]
    assert bottom <= bar_top(page), f"{locator} is under the Score bar ({bottom:.0f} px)"


def thumb_tap(page, locator) -> None:
    """A tap where the control is on the screen (Playwright's click would scroll to it first,
    hiding the very scroll these tests look for), then wait for the page to come back."""
    assert_in_reach(page, locator)
    where = box(locator)
    page.touchscreen.tap(where["x"] + where["width"] / 2, where["y"] + where["height"] / 2)
    settle(page)


def split_words(page, selector: str) -> list[str]:
    """Words broken across two lines inside the elements ``selector`` finds (a hyphenated
    word may break after its hyphen)."""
    found: list[str] = page.evaluate(
        """selector => {
          const broken = [];
          const cells = document.querySelectorAll(selector);
          for (const cell of cells) {
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (node.parentElement.closest('.visually-hidden')) { continue; }
              for (const match of node.data.matchAll(/[^\\s-]+/g)) {
                const range = document.createRange();
                range.setStart(node, match.index);
                range.setEnd(node, match.index + match[0].length);
                const lines = new Set(Array.from(range.getClientRects(), r => Math.round(r.top)));
                if (lines.size > 1) { broken.push(match[0]); }
              }
            }
          }
          return broken;
        }""",
        selector,
    )
    return found


def palette(page, panorama_id: str):
    return page.locator(f"#{panorama_id}-palette")


def chip(page, panorama_id: str, name: str):
    return palette(page, panorama_id).get_by_role("button", name=name, exact=True)


def solo(page) -> None:
    page.goto("/panorama/")
    page.select_option("#player_count", "1")
    settle(page)


def card_names(page, panorama_id: str) -> list[str]:
    """Each card's name as its chip reads, left to right (without the 'change' hint)."""
    return [
        re.sub(r"\s*(change|close)$", "", " ".join(text.split()))
        for text in page.locator(f"#{panorama_id}-cards > li .card-words").all_inner_texts()
    ]


def test_palette_stays_at_the_thumb_while_a_panorama_is_filled(page):
    """Thirteen cards into one panorama: the palette does not move by more than a pixel, and
    never slides under the Score bar (it used to after 7 cards)."""
    page.goto("/panorama/")
    page.locator("#dusk-0-palette").scroll_into_view_if_needed()
    first = box(palette(page, "dusk-0"))["y"]
    for icon in ["Tree", "Bear", "Tree", "Fox", "Moose", "Lake", "Cliff"] * 2:
        thumb_tap(page, chip(page, "dusk-0", icon))
        assert abs(box(palette(page, "dusk-0"))["y"] - first) <= 1
    assert page.locator("#dusk-0-cards > li").count() == 14
    assert_in_reach(page, palette(page, "dusk-0"))


def test_a_cards_editor_opens_at_the_card(page):
    """Card 3 of ten is tapped: it stays where the thumb was, and its editor opens right under
    it on the screen (it used to open below the whole list, 800 px down)."""
    page.goto("/panorama/")
    page.locator("#dusk-0-palette").scroll_into_view_if_needed()
    for icon in ["Tree", "Bear", "Fox", "Moose", "Lake"] * 2:
        thumb_tap(page, chip(page, "dusk-0", icon))
    card = page.locator("#dusk-0-cards-2 .card-name")
    card.scroll_into_view_if_needed()
    before = box(card)["y"]
    thumb_tap(page, card)
    assert abs(box(card)["y"] - before) <= 1
    editor = page.locator("#dusk-0-cards-2-editor")
    assert 0 <= box(editor)["y"] - (box(card)["y"] + box(card)["height"]) <= 80
    assert_in_reach(page, editor.get_by_role("button", name="Done with this card"))


def test_printed_two_icon_card_is_one_chip(page):
    """Solo: Tree, Bear with Tree (one chip), Tree. The Bear scores by its rule, 2 for each Tree
    card beside it: 4; the Moon of Dawn 2 = 6."""
    solo(page)
    page.locator("#dusk-0-palette").scroll_into_view_if_needed()
    for name in ["Tree", "Bear + Tree", "Tree"]:
        thumb_tap(page, chip(page, "dusk-0", name))
    assert card_names(page, "dusk-0") == ["Tree", "Bear with Tree", "Tree"]
    for name in ["Fox + Tree", "Fox + Lake", "Watchtower + Fox"]:
        assert chip(page, "dawn-0", name).count() == 1
    page.locator("#dawn-0-palette").scroll_into_view_if_needed()
    thumb_tap(page, chip(page, "dawn-0", "Moon"))
    score_the_game(page)
    assert podium_totals(page) == {"Player 1": 6}


def test_watchtower_positions_take_two_taps_each_and_show_when_closed(page):
    """Solo: Watchtower (+2 Tree, +3 Lake), Fox, Tree, Lake. Each position is 2 taps, the second
    row shows once the first is chosen, and the closed card reads "+2 Tree · +3 Lake".
    Watchtower 2 (both positions hold their icon) + Lake 2 (a feature, the Tree, on its left)
    = 4; Dawn's Moon 2 = 6."""
    solo(page)
    page.locator("#dusk-0-palette").scroll_into_view_if_needed()
    thumb_tap(page, chip(page, "dusk-0", "Watchtower"))
    editor = page.get_by_role("group", name="Card 1: Watchtower")
    second_row = editor.get_by_role("radiogroup", name="Position 2: cards from the Watchtower")
    assert second_row.count() == 0  # waits for the first position
    taps = 0
    for number, (mark, icon) in enumerate([("+2", "Tree"), ("+3", "Lake")], start=1):
        far = editor.get_by_role("radiogroup", name=f"Position {number}: cards from the Watchtower")
        thumb_tap(page, far.get_by_role("radio", name=re.compile(rf"^{re.escape(mark)} \(")))
        wanted = editor.get_by_role("radiogroup", name=f"Position {number}: icon wanted there")
        thumb_tap(page, wanted.get_by_role("radio", name=icon, exact=True))
        taps += 2
    assert taps == 4
    assert editor.get_by_role("button", name="Position 1: +2 Tree, change").is_visible()
    for name in ["Fox", "Tree", "Lake"]:  # the next card closes the editor by itself
        thumb_tap(page, chip(page, "dusk-0", name))
    assert card_names(page, "dusk-0")[0] == "Watchtower +2 Tree · +3 Lake"
    assert page.get_by_role("button", name=re.compile(r"^Card 1, Watchtower: \+2 Tree · \+3 Lake"))
    page.locator("#dawn-0-palette").scroll_into_view_if_needed()
    thumb_tap(page, chip(page, "dawn-0", "Moon"))
    score_the_game(page)
    assert podium_totals(page) == {"Player 1": 6}


def insert_then_score(page, tap) -> None:
    """Fox, Tree; then Bear and Moose inserted before the Tree, and Lake at the right end:
    Fox, Bear, Moose, Tree, Lake. Bear 0 (no Tree beside it), Moose 2 (the Tree beside it is
    not an animal), Lake 2 (the Tree, a feature, on its left) = 4; Dawn's Moon 2 = 6."""
    for name in ["Fox", "Tree"]:
        tap(chip(page, "dusk-0", name))
    tap(page.locator('button[value="edit:dusk-0:1"]'))
    tap(page.get_by_role("button", name="Insert new cards before it"))
    assert "before card 2" in page.inner_text("#dusk-0-inserting")
    for name in ["Bear", "Moose"]:
        tap(chip(page, "dusk-0", name))
    tap(page.get_by_role("button", name="Add at the right end instead"))
    tap(chip(page, "dusk-0", "Lake"))
    assert card_names(page, "dusk-0") == ["Fox", "Bear", "Moose", "Tree", "Lake"]
    tap(chip(page, "dawn-0", "Moon"))
    page.click("text=Score this game")
    page.wait_for_selector("#podium-title")
    assert podium_totals(page) == {"Player 1": 6}


def test_a_card_is_inserted_before_any_card(page):
    solo(page)

    def tap(locator):
        locator.click()
        settle(page)

    insert_then_score(page, tap)


def test_a_card_is_inserted_before_any_card_without_javascript(no_js_page):
    page = no_js_page
    page.goto("/panorama/")
    page.select_option("#player_count", "1")
    page.click('button[value="players"]')

    def tap(locator):
        locator.click()
        page.wait_for_load_state()

    insert_then_score(page, tap)


def test_without_javascript_adding_a_watchtower_lands_at_its_positions(no_js_page):
    """Twelve cards in, a Watchtower: the page comes back with its first position in view
    (it used to land on the palette, below the position fields)."""
    page = no_js_page
    page.goto("/panorama/")
    for icon in ["tree", "bear", "fox", "moose"] * 3:
        page.click(f'button[value="add:dusk-0:{icon}"]')
        page.wait_for_load_state()
    page.click('button[value="add:dusk-0:watchtower"]')
    page.wait_for_load_state()
    assert page.url.endswith("#dusk-0-cards-12-editor")
    first = page.get_by_role("radiogroup", name="Position 1: cards from the Watchtower")
    where = box(first)
    assert where["y"] >= 0
    assert where["y"] + where["height"] <= PHONE_VIEWPORT["height"]
    # Without JavaScript all four positions are there at once.
    assert page.get_by_role("radiogroup", name="Position 4: icon wanted there").count() == 1


def test_next_brings_the_next_panoramas_palette_to_the_thumb(page):
    page.goto("/panorama/")
    page.fill("#players-0", "Ann")
    page.locator("#dusk-0-palette").scroll_into_view_if_needed()
    thumb_tap(page, chip(page, "dusk-0", "Tree"))
    here = box(palette(page, "dusk-0"))["y"]
    thumb_tap(page, page.get_by_role("link", name="Next: Dusk: Player 2 and Player 3"))
    assert abs(box(palette(page, "dusk-1"))["y"] - here) <= 1
    assert_in_reach(page, palette(page, "dusk-1"))
    thumb_tap(page, page.get_by_role("link", name="Next: Dusk: Player 3 and Ann"))
    thumb_tap(page, page.get_by_role("link", name="Next: Dawn: Ann and Player 2"))
    assert_in_reach(page, palette(page, "dawn-0"))


def test_next_is_a_plain_link_without_javascript(no_js_page):
    page = no_js_page
    page.goto("/panorama/")
    page.get_by_role("link", name="Next: Dusk: Player 2 and Player 3").click()
    assert page.url.endswith("#dusk-1-palette")
    assert_in_reach(page, palette(page, "dusk-1").get_by_role("button").first)


def test_headings_and_names_follow_the_typed_names(page):
    """Typed, not yet sent: the panorama's heading, its palette's and list's names and the
    Next links read "Ann" at once."""
    page.goto("/panorama/")
    page.fill("#players-0", "Ann")
    assert page.inner_text("#dusk-0-title") == "Dusk: Ann and Player 2"
    assert page.inner_text("#dusk-2-title") == "Dusk: Player 3 and Ann"
    palette_name = "Add a card to the right end of Dusk: Ann and Player 2"
    assert page.get_by_role("group", name=palette_name, exact=True).count() == 1
    assert page.get_by_role("link", name="Next: Dusk: Ann and Player 2").count() == 1
    add = chip(page, "dusk-0", "Fox")
    add.click()
    settle(page)
    assert page.get_by_role("list", name="Cards, left to right, of Dusk: Ann and Player 2")


def test_every_group_has_its_own_name_and_no_marks_in_names(page):
    """A Watchtower with its editor's rows: no two groups share a name, none is nameless,
    and no decorative mark (●, ⚠, an emoji) is read as part of a name."""
    page.goto("/panorama/")
    page.click('button[value="add:dusk-0:watchtower"]')
    settle(page)
    snapshot = page.locator("#form").aria_snapshot()
    found = (
        re.match(r"\s*- '?(?:group|radiogroup|region)\b(?: \"(.*?)\")?", line)
        for line in snapshot.splitlines()
    )
    names = [match.group(1) or "" for match in found if match]
    assert "" not in names, snapshot
    assert len(names) == len(set(names)), sorted(n for n in names if names.count(n) > 1)
    assert not re.search(r"[●⚠\U0001F300-\U0001FAFF]", " ".join(names))


def test_entry_with_an_open_watchtower_and_an_insert_mark_passes_axe(page):
    page.goto("/panorama/")
    page.fill("#players-0", "Ann")
    page.click('button[value="add:dusk-0:fox"]')
    page.click('button[value="add:dusk-0:watchtower+fox"]')
    settle(page)
    assert axe_violations(page) == []
    page.click('button[value="edit:dusk-0:0"]')
    settle(page)
    page.get_by_role("button", name="Insert new cards before it").click()
    settle(page)
    assert axe_violations(page) == []
    assert_no_horizontal_scroll(page)
    chips = page.eval_on_selector_all(
        ".card-palette .chip, .watch-row .chip, #awards .chip",
        """chips => chips.filter(c => c.offsetParent !== null).filter(c => {
             const r = c.getBoundingClientRect(); return r.width < 44 || r.height < 44;
           }).map(c => c.textContent.trim())""",
    )
    assert chips == []


def test_rules_table_never_splits_a_word(page):
    """Each word of the rules table stays on one line ("Campfire", never "Camp" / "fire"); a
    hyphenated one may break after its hyphen, as print does ("natural-" / "feature")."""
    page.goto("/panorama/rules")
    split = split_words(page, "table.rules-table th, table.rules-table td")
    assert split == []
    assert_no_horizontal_scroll(page)


def test_italian_entry_with_a_watchtower_passes_axe_and_scores(italian_page):
    """In Italian, solo: Torre di avvistamento (+2 Albero), Volpe, Albero; Dawn: Luna. The
    Watchtower finds its Tree (1) and the Moon scores 2: 3. The folded position reads in
    Italian, and axe finds nothing on the Italian form and result."""
    page = italian_page
    page.goto("/panorama/")
    assert page.get_attribute("html", "lang") == "it"
    page.select_option("#player_count", "1")
    settle(page)
    page.fill("#players-0", "Ann")
    page.locator("#dusk-0-palette").scroll_into_view_if_needed()
    thumb_tap(page, chip(page, "dusk-0", "Torre di avvistamento"))
    editor = page.get_by_role("group", name="Carta 1: Torre di avvistamento")
    far = editor.get_by_role("radiogroup", name="Posizione 1: carte dalla Torre di avvistamento")
    thumb_tap(page, far.get_by_role("radio", name=re.compile(r"^\+2 \(2 a destra\)")))
    wanted = editor.get_by_role("radiogroup", name="Posizione 1: l'icona cercata lì")
    thumb_tap(page, wanted.get_by_role("radio", name="Albero", exact=True))
    assert editor.get_by_role("button", name="Posizione 1: +2 Albero, cambia").is_visible()
    assert axe_violations(page) == []
    for name in ["Volpe", "Albero"]:
        thumb_tap(page, chip(page, "dusk-0", name))
    page.get_by_role("link", name="Avanti: Alba: Ann").click()
    thumb_tap(page, chip(page, "dawn-0", "Luna"))
    page.locator(".action-bar button").click()  # the shared Score button
    page.wait_for_selector("#podium-title")
    assert podium_totals(page) == {"Ann": 3}
    assert "Ogni carta, panorama per panorama" in page.inner_text("main")
    assert axe_violations(page) == []


def test_italian_chips_never_split_a_word(italian_page):
    """ "Torre di avvistamento" wraps between its words in the palette and in a Watchtower's
    position chips, and the page never scrolls sideways."""
    page = italian_page
    page.goto("/panorama/")
    page.click('button[value="add:dusk-0:watchtower+fox"]')
    settle(page)
    assert split_words(page, ".card-palette .chip, .watch-row .chip, #awards .chip") == []
    assert_no_horizontal_scroll(page)
