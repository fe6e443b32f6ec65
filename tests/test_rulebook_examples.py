"""Every example hand in the rule-book pages docs/rules/{yunnan,malaysia3p,mingjiang,haner32,
xiangqi32,xiangqi56,xiangqi64}.md, told to ``score`` as the page tells it: the hand must appear in
the page word for word, and the program must agree with the page's total, verdict and payments.
A page edited without the program agreeing, or a rule changed without the page, fails here."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mahjong_tui import load_variant
from mahjong_tui.cli.main import main

RULES = Path(__file__).resolve().parent.parent / "docs" / "rules"

# (page, hand, flags, total, legal, deltas as "E +1, S -1, ..." or None when nothing is paid)
EXAMPLES: list[tuple[str, str, tuple[str, ...], int, bool, str | None]] = [
    # yunnan
    ("yunnan", "123m456m789p234s7z+7z", ("--seat-wind", "S", "--self-drawn"), 0, True, "E -1, S +3, W -1, N -1"),
    ("yunnan", "123m456m789p234s7z+7z", ("--seat-wind", "W", "--discarder", "S"), 0, False, None),
    ("yunnan", "222m555p88s11z[999s]>+8s", ("--seat-wind", "N", "--discarder", "W"), 1, True, "E 0, S 0, W -4, N +4"),
    ("yunnan", "111222333z5566z+5z", ("--seat-wind", "W", "--discarder", "N"), 2, True, "E 0, S 0, W +8, N -8"),
    ("yunnan", "113355m555p7799s+5p", ("--seat-wind", "S", "--discarder", "E"), 2, True, "E -8, S +8, W 0, N 0"),
    ("yunnan", "23s567p888p55z[7777m]>a+4s", ("--seat-wind", "S", "--kong-replacement", "--kongs", "1"), 1, True,
     "E -3, S +9, W -3, N -3"),
    ("yunnan", "2277799s[111s]<[444s]^+2s", ("--seat-wind", "N", "--discarder", "W", "--kong-discard"), 3, True,
     "E 0, S 0, W -16, N +16"),
    ("yunnan", "123m789m45p678s11z+6p", ("--discarder", "W", "--rob-kong"), 1, True, "E +4, S 0, W -4, N 0"),
    ("yunnan", "234m57p567s888s11z+6p", ("--seat-wind", "N", "--discarder", "W", "--rob-kong"), 1, True,
     "E 0, S 0, W -4, N +4"),
    ("yunnan", "1115577799p{3333p}+5p", ("--self-drawn", "--kongs", "1"), 2, True, "E +18, S -6, W -6, N -6"),
    # malaysia3p
    ("malaysia3p", "123p456p789p5p[777z]+5p / f2 a1", ("--seat-wind", "S", "--self-drawn"), 5, True,
     "E -1, S +2, W -1"),
    ("malaysia3p", "123p456p789p5p[777z]+5p / f2 a1", ("--seat-wind", "S", "--discarder", "W"), 4, False,
     "E +32, S -64, W +32"),
    ("malaysia3p", "234p567p9p111z[6z j=6z j=6z]+9p", ("--self-drawn",), 5, True, "E +2, S -1, W -1"),
    ("malaysia3p", "111p999p1z[222p][333p]+1z", ("--seat-wind", "S", "--self-drawn"), 4, False,
     "E +32, S -64, W +32"),
    ("malaysia3p", "123p456p3z[111z][222z]+3z", ("--seat-wind", "S", "--self-drawn"), 7, True, "E -4, S +8, W -4"),
    ("malaysia3p", "123p345p567p2z[888p]+2z / f1 f2 f3 f4 f5", ("--discarder", "W"), 6, True, "E +4, S -2, W -2"),
    ("malaysia3p", "123p555z666z7z[999p]+7z", ("--seat-wind", "S", "--discarder", "E"), 9, True,
     "E -16, S +32, W -16"),
    ("malaysia3p", "123p345p678p789p9p+9p / f3 f7 hm", ("--seat-wind", "W", "--discarder", "E"), 10, True,
     "E -32, S -32, W +64"),
    ("malaysia3p", "234p567p789p555p1z+1z", ("--seat-wind", "S", "--discarder", "E"), 10, True,
     "E -32, S +64, W -32"),
    ("malaysia3p", "678p9p111z777z[34p j=5p]+9p / a3", ("--self-drawn", "--last-wall-tile"), 10, True,
     "E +64, S -32, W -32"),
    # mingjiang
    ("mingjiang", "234m567m345p678s5s+5s", ("--seat-wind", "S", "--discarder", "W"), 3, True,
     "E 0, S +18, W -18, N 0"),
    ("mingjiang", "123p456p789p9p[111z]+9p", ("--self-drawn",), 5, True, "E +90, S -30, W -30, N -30"),
    ("mingjiang", "234m678m555z666z7z+7z", ("--seat-wind", "N", "--discarder", "S"), 7, True,
     "E 0, S -84, W 0, N +84"),
    ("mingjiang", "123m555z666z777z9m+9m", ("--seat-wind", "S", "--discarder", "W"), 10, True,
     "E 0, S +165, W -165, N 0"),
    ("mingjiang", "11m99p55s11z22z55z7z+7z", ("--seat-wind", "W", "--discarder", "E"), 7, True,
     "E -112, S 0, W +112, N 0"),
    ("mingjiang", "112233m778899m9m+9m", ("--discarder", "N"), 10, True, "E +220, S 0, W 0, N -220"),
    ("mingjiang", "123m89p789s99s111z+7p", ("--seat-wind", "W", "--discarder", "S", "--rob-kong"), 4, True,
     "E 0, S -30, W +30, N 0"),
    ("mingjiang", "222m444p666s888s5z+5z", ("--seat-wind", "N", "--self-drawn"), 10, True,
     "E -110, S -55, W -55, N +220"),
    ("mingjiang", "12m456p345s789s77z+3m", ("--seat-wind", "S", "--discarder", "N", "--own-discard", "3m"), 2, True,
     None),
    ("mingjiang", "888m5m234p345p678s+5m", ("--seat-wind", "W", "--self-drawn", "--won", "S"), 2, True,
     "E -6, S 0, W +9, N -3"),
    # haner32
    ("haner32", "bG rS rS rS+rS", ("--seat-wind", "W", "--discarder", "S"), 1, True, "E 0, S -1500, W +1500, N 0"),
    ("haner32", "bG bS bS bS+bS", ("--seat-wind", "N", "--self-drawn"), 8, True,
     "E -9000, S -4500, W -4500, N +18000"),
    ("haner32", "bA bA bE bE+bR", ("--discarder", "S"), 6, True, "E +18000, S -18000, W 0, N 0"),
    ("haner32", "bR bR bH bC+bH", ("--seat-wind", "W", "--discarder", "N"), 4, True, "E 0, S 0, W +8500, N -8500"),
    ("haner32", "rA rA bA bA+rE", ("--seat-wind", "N", "--discarder", "S"), 7, True, "E 0, S -15000, W 0, N +15000"),
    ("haner32", "rA rE rR rH+rC", ("--seat-wind", "S", "--discarder", "E"), 5, True, "E -10000, S +10000, W 0, N 0"),
    ("haner32", "rS rS rS bR+bR", ("--seat-wind", "S", "--discarder", "W"), 1, True, "E 0, S +1000, W -1000, N 0"),
    ("haner32", "rS [bS bS bS]+rS", ("--discarder", "N", "--streak", "2", "--draws-before", "1"), 3, True,
     "E +9120, S 0, W 0, N -9120"),
    ("haner32", "rR rH bE bE+rC", ("--seat-wind", "S", "--discarder", "W", "--ready"), 3, True,
     "E 0, S +5000, W -5000, N 0"),
    ("haner32", "rA {bS bS bS bS bS}+rA", ("--seat-wind", "W", "--double-kong-replacement", "--kongs", "2"), 16, True,
     "E -18000, S -9000, W +36000, N -9000"),
    ("haner32", "rS bR bH bC+rS", ("--seat-wind", "W", "--discarder", "N"), 0, False, None),
    ("haner32", "rS bR bH bC+rS", ("--seat-wind", "W", "--self-drawn"), 3, True, "E -2500, S -1250, W +5000, N -1250"),
    ("haner32", "rG rA rE bS+bS", ("--seat-wind", "S", "--self-drawn", "--streak", "1", "--draws-before", "2"), 4,
     True, "E -4180, S +8340, W -2080, N -2080"),
    # xiangqi32
    ("xiangqi32", "rA rA bR bH+bC", ("--seat-wind", "W", "--discarder", "S"), 1, True, "E 0, S -10, W +10, N 0"),
    ("xiangqi32", "rE rR rH rC+rE", ("--seat-wind", "N", "--self-drawn"), 4, True, "E -40, S -40, W -40, N +120"),
    ("xiangqi32", "rG bR bH bC+bG", ("--seat-wind", "S", "--discarder", "E"), 3, True, "E -30, S +30, W 0, N 0"),
    ("xiangqi32", "rS rS rS rS+rS", ("--seat-wind", "W", "--self-drawn", "--ready", "--players", "3"), 10, True,
     "E -100, S -100, W +200"),
    ("xiangqi32", "bG bA bE bS+bS", ("--heavenly", "--players", "2"), 10, True, "E +100, S -100"),
    ("xiangqi32", "bE [rR rH rC]+bE", ("--seat-wind", "W", "--self-drawn", "--last-wall-tile"), 4, True,
     "E -40, S -40, W +120, N -40"),
    ("xiangqi32", "rE bR bH bC+rE", ("--discarder", "W"), 1, True, "E +10, S 0, W -10, N 0"),
    # xiangqi56
    ("xiangqi56", "rG rA rE rR rH rC bS+bS", ("--seat-wind", "W", "--discarder", "S"), 2, True,
     "E 0, S -20, W +20, N 0"),
    ("xiangqi56", "bG bA bE bR bH bC bS+bS", ("--seat-wind", "N", "--self-drawn"), 9, True,
     "E -100, S -90, W -90, N +280"),
    ("xiangqi56", "bC [rA rA rA] [bH bH bH]+bC", ("--discarder", "S", "--streak", "1"), 6, True,
     "E +140, S -140, W 0, N 0"),
    ("xiangqi56", "rA rA rR rR bE bE bC+bC", ("--seat-wind", "N", "--discarder", "W", "--ready"), 5, True,
     "E 0, S 0, W -50, N +50"),
    ("xiangqi56", "bC {rH rH rH rH} [bE bE bE bE]+bC", ("--seat-wind", "S", "--kong-replacement", "--kongs", "2"), 9,
     True, "E -100, S +280, W -90, N -90"),
    ("xiangqi56", "rG rG rG rS bS bS bS+rS", ("--seat-wind", "W", "--discarder", "E"), 6, True,
     "E -70, S 0, W +70, N 0"),
    ("xiangqi56", "rR rR rH rH rC rC bG+bG", ("--self-drawn",), 8, True, "E +270, S -90, W -90, N -90"),
    ("xiangqi56", "rC [rG rA rE] [bR bR bR]+rC", ("--seat-wind", "S", "--self-drawn", "--last-wall-tile"), 6, True,
     "E -70, S +190, W -60, N -60"),
    # xiangqi64
    ("xiangqi64", "rS rS rS rS rS rS rS+rS", ("--seat-wind", "W", "--self-drawn"), 12, True,
     "E -130, S -120, W +370, N -120"),
    ("xiangqi64", "rS rS rS rS rS bR bH+bC", ("--seat-wind", "S", "--discarder", "N"), 3, True,
     "E 0, S +30, W 0, N -30"),
    ("xiangqi64", "rG rA rE rS bR bH bC+rS", ("--seat-wind", "W", "--earthly"), 13, True,
     "E -140, S -130, W +400, N -130"),
    ("xiangqi64", "bG bA bA bA bE bE bE+bG", ("--seat-wind", "S", "--discarder", "E", "--human"), 9, True,
     "E -100, S +100, W 0, N 0"),
    ("xiangqi64", "rG rA rE rR rH rC rS+rS", ("--discarder", "N", "--streak", "2"), 6, True,
     "E +140, S 0, W 0, N -140"),
    ("xiangqi64", "bA {bR bR bR bR} [rC rC rC rC]+bA",
     ("--seat-wind", "N", "--discarder", "S", "--last-wall-tile", "--kongs", "2"), 7, True, "E 0, S -70, W 0, N +70"),
    ("xiangqi64", "rG rG bS bS bS bS bS+bS", ("--seat-wind", "W", "--self-drawn", "--ready"), 10, True,
     "E -110, S -100, W +310, N -100"),
]


# Further examples, so that every fan of these variants has one (see test_every_fan_has_an_example).
EXAMPLES += [
    ("yunnan", "1133m5577p99s113z+3z", ("--seat-wind", "S", "--self-drawn"), 1, True, "E -3, S +9, W -3, N -3"),
    ("yunnan", "1z", ("--special", "ten_honours", "--seat-wind", "S"), 1, True, "E -3, S +9, W -3, N -3"),
    ("malaysia3p", "123p456p789p46p11z+5p / f2 a1 hm", ("--seat-wind", "S", "--discarder", "W", "--rob-kong"), 9,
     True, "E -16, S +32, W -16"),
    ("malaysia3p", "111p333p46p11z[777z]+5p / f2 a1", ("--seat-wind", "S", "--discarder", "W", "--last-wall-tile"),
     5, True, "E -1, S +2, W -1"),
    ("malaysia3p", "111p333p46p11z[777z]+5p / f2 a1", ("--seat-wind", "S", "--flower-replacement"), 7, True,
     "E -4, S +8, W -4"),
    ("malaysia3p", "111p333p46p11z[7777z]+5p / f2 a1", ("--seat-wind", "S", "--kong-replacement", "--kongs", "1"), 7,
     True, "E -4, S +8, W -4"),
    ("malaysia3p", "123p456p789p234p5z+5z / a1", ("--seat-wind", "S", "--discarder", "W"), 6, True,
     "E -2, S +4, W -2"),
    ("malaysia3p", "111p999p111z5z[777z]+5z", ("--seat-wind", "S", "--discarder", "E"), 6, True, "E -2, S +4, W -2"),
    ("malaysia3p", "123p345p567p9p[888p]+9p / f1", ("--self-drawn",), 6, True, "E +4, S -2, W -2"),
    ("malaysia3p", "111p333p555p7p[999p]+7p", ("--seat-wind", "S", "--discarder", "W"), 6, True, "E -2, S +4, W -2"),
    ("malaysia3p", "123p456p789p11z55z+5z / a1", ("--heavenly",), 10, True, "E +64, S -32, W -32"),
    ("malaysia3p", "123p456p789p111z5z+5z / a1", ("--seat-wind", "S", "--earthly"), 10, True, "E -32, S +64, W -32"),
    ("malaysia3p", "111z222z333z5z[444z]+5z", ("--seat-wind", "S", "--discarder", "W"), 10, True,
     "E -32, S +64, W -32"),
    ("malaysia3p", "222z333z444z11z56p+7p / a1", ("--seat-wind", "S", "--discarder", "W"), 10, True,
     "E -32, S +64, W -32"),
    ("malaysia3p", "555z666z777z11z56p+7p / a1", ("--seat-wind", "S", "--discarder", "W"), 10, True,
     "E -32, S +64, W -32"),
    ("malaysia3p", "111z222z555z666z7z+7z / a1", ("--seat-wind", "S", "--discarder", "W"), 10, True,
     "E -32, S +64, W -32"),
    ("malaysia3p", "111z222z333z55z56p+7p / a1", ("--seat-wind", "S", "--discarder", "W"), 10, True,
     "E -32, S +64, W -32"),
    ("malaysia3p", "1p[2222p][3333p][4444p][5555p]+1p", ("--seat-wind", "S", "--discarder", "W", "--kongs", "4"), 10,
     True, "E -32, S +64, W -32"),
    ("malaysia3p", "111p333p555p777p9p+9p / a1", ("--seat-wind", "S", "--self-drawn"), 10, True,
     "E -32, S +64, W -32"),
    ("malaysia3p", "12345678p9p j j j j+9p / a1", ("--seat-wind", "S", "--self-drawn"), 10, True,
     "E -32, S +64, W -32"),
    ("malaysia3p", "123p456p789p j[777z]+5p / f2", ("--seat-wind", "S", "--self-drawn", "--option", "joker_fan=true"),
     5, True, "E -1, S +2, W -1"),
    ("malaysia3p", "123p456p789p5p[7777z]+5p / f2 a1",
     ("--seat-wind", "S", "--discarder", "W", "--kongs", "1", "--option", "kong_fan=true"), 5, True,
     "E -1, S +2, W -1"),
    ("malaysia3p", "1133p5577p99p11z2z+2z / a1",
     ("--seat-wind", "S", "--discarder", "W", "--option", "seven_pairs=true"), 5, True, "E -1, S +2, W -1"),
    ("malaysia3p", "1p", ("--special", "flower_win", "--seat-wind", "S", "--option", "flower_win=true"), 10, True,
     "E -32, S +64, W -32"),
    ("mingjiang", "123m456m789p234p5p+5p", ("--seat-wind", "S", "--discarder", "W"), 3, True, "E 0, S +18, W -18, N 0"),
    ("mingjiang", "234m567p456s8s{1111z}+8s", ("--seat-wind", "S", "--discarder", "W", "--kongs", "1"), 3, True,
     "E 0, S +18, W -18, N 0"),
    ("mingjiang", "234m567p456s8s{1111z}+8s", ("--seat-wind", "S", "--kong-replacement", "--kongs", "1"), 4, True,
     "E -20, S +40, W -10, N -10"),
    ("mingjiang", "222m444p8s[666s][999m]+8s", ("--seat-wind", "S", "--discarder", "W"), 2, True,
     "E 0, S +9, W -9, N 0"),
    ("mingjiang", "111m999p11z22z[999s]+2z", ("--seat-wind", "S", "--discarder", "W"), 8, True,
     "E 0, S +108, W -108, N 0"),
    ("mingjiang", "112233m456p789s5s+5s", ("--seat-wind", "S", "--discarder", "W"), 3, True, "E 0, S +18, W -18, N 0"),
    ("mingjiang", "111222333m456p5s+5s", ("--seat-wind", "S", "--discarder", "W"), 5, True, "E 0, S +45, W -45, N 0"),
    ("mingjiang", "111123m456p789s5s+5s", ("--seat-wind", "S", "--discarder", "W"), 2, True, "E 0, S +9, W -9, N 0"),
    ("mingjiang", "112222333344m5s+5s", ("--seat-wind", "S", "--discarder", "W"), 10, True,
     "E 0, S +165, W -165, N 0"),
    ("mingjiang", "123m123p123s456m5s+5s", ("--seat-wind", "S", "--discarder", "W"), 3, True,
     "E 0, S +18, W -18, N 0"),
    ("mingjiang", "222m222p222s456m5s+5s", ("--seat-wind", "S", "--discarder", "W"), 6, True,
     "E 0, S +63, W -63, N 0"),
    ("mingjiang", "234m567p88s456s78m+9m", ("--seat-wind", "S", "--self-drawn", "--last-wall-tile"), 3, True,
     "E -12, S +24, W -6, N -6"),
    ("mingjiang", "234m567p88s456s78m+9m", ("--seat-wind", "S", "--discarder", "W", "--last-wall-tile"), 3, True,
     "E 0, S +18, W -18, N 0"),
    ("mingjiang", "234m567p88s456s78m+9m", ("--heavenly",), 10, True, "E +330, S -110, W -110, N -110"),
    ("mingjiang", "234m567p88s456s78m+9m", ("--seat-wind", "S", "--discarder", "E", "--human"), 10, True,
     "E -220, S +220, W 0, N 0"),
    ("mingjiang", "234m567p88s456s78m+9m", ("--seat-wind", "S", "--earthly"), 10, True,
     "E -110, S +220, W -55, N -55"),
    ("mingjiang", "234m567p88s456s78m+9m", ("--seat-wind", "S", "--discarder", "W", "--human"), 10, True,
     "E 0, S +165, W -165, N 0"),
    ("mingjiang", "111z222z333z444z5z+5z", ("--seat-wind", "S", "--discarder", "W"), 10, True,
     "E 0, S +165, W -165, N 0"),
    ("mingjiang", "111z222z333z44z56m+7m", ("--seat-wind", "S", "--discarder", "W"), 10, True,
     "E 0, S +165, W -165, N 0"),
    ("mingjiang", "111z222z555z666z7z+7z", ("--seat-wind", "S", "--discarder", "W"), 10, True,
     "E 0, S +165, W -165, N 0"),
    ("mingjiang", "1m[2222m][3333p][4444s][5555s]+1m", ("--seat-wind", "S", "--discarder", "W", "--kongs", "4"), 10,
     True, "E 0, S +165, W -165, N 0"),
    ("mingjiang", "19m19p19s1234567z+1m", ("--seat-wind", "S", "--discarder", "W"), 10, True,
     "E 0, S +165, W -165, N 0"),
    ("mingjiang", "1112345678999m+5m", ("--seat-wind", "S", "--discarder", "W"), 10, True,
     "E 0, S +165, W -165, N 0"),
    ("mingjiang", "111122223333m5s+5s", ("--seat-wind", "S", "--discarder", "W"), 10, True,
     "E 0, S +165, W -165, N 0"),
    ("mingjiang", "111m999m111p999p1s+1s", ("--seat-wind", "S", "--self-drawn"), 10, True,
     "E -110, S +220, W -55, N -55"),
    ("haner32", "rS rS rS bS+bS", ("--seat-wind", "S", "--discarder", "W"), 3, True, "E 0, S +5000, W -5000, N 0"),
    ("haner32", "bA [bR bH bC]+bA", ("--seat-wind", "S", "--discarder", "W"), 3, True, "E 0, S +5000, W -5000, N 0"),
    ("haner32", "rA rC bC bC+rC", ("--seat-wind", "W", "--self-drawn"), 7, True, "E -7500, S -3750, W +15000, N -3750"),
    ("haner32", "rS [bS bS bS]+rS", ("--seat-wind", "N", "--discarder", "S", "--rob-kong"), 4, True,
     "E 0, S -8000, W 0, N +8000"),
    ("haner32", "rR rH bE bE+rC", ("--seat-wind", "S", "--discarder", "W", "--first-turn-ready"), 4, True,
     "E 0, S +8000, W -8000, N 0"),
    ("haner32", "rA [bS bS bS bS bS]+rA", ("--seat-wind", "S", "--kong-replacement", "--kongs", "2"), 11, True,
     "E -14000, S +28000, W -7000, N -7000"),
    ("haner32", "rA {bS bS bS bS}+rA", ("--seat-wind", "S", "--kong-replacement", "--kongs", "1"), 4, True,
     "E -4250, S +8500, W -2125, N -2125"),
    ("haner32", "rG rA rE bS+bS", ("--heavenly",), 12, True, "E +48000, S -16000, W -16000, N -16000"),
    ("haner32", "rG rA rE bS+bS", ("--seat-wind", "S", "--earthly"), 12, True, "E -16000, S +32000, W -8000, N -8000"),
    ("haner32", "rG rA rE bS+bS", ("--seat-wind", "S", "--discarder", "E", "--human"), 4, True,
     "E -8000, S +8000, W 0, N 0"),
    ("haner32", "rG rA rE bS+bS", ("--seat-wind", "S", "--self-drawn", "--last-wall-tile"), 5, True,
     "E -5000, S +10000, W -2500, N -2500"),
    ("haner32", "rG rA rE bS+bS", ("--seat-wind", "S", "--discarder", "W", "--last-wall-tile"), 1, True,
     "E 0, S +1500, W -1500, N 0"),
    ("haner32", "rS rS rS rS+rS", ("--seat-wind", "S", "--self-drawn"), 13, True,
     "E -16500, S +33000, W -8250, N -8250"),
    ("xiangqi56", "rR rR rH rH rC rC bG+bG", ("--heavenly",), 16, True, "E +510, S -170, W -170, N -170"),
    ("xiangqi56", "rG rA rE rR rH rC bS+bS", ("--seat-wind", "W", "--discarder", "S", "--last-wall-tile"), 3, True,
     "E 0, S -30, W +30, N 0"),
    ("xiangqi64", "rG rA rE rR rH rC bS+bS", ("--heavenly",), 13, True, "E +420, S -140, W -140, N -140"),
    ("xiangqi64", "rR rR rH rH rC rC bG+bG", ("--seat-wind", "S", "--discarder", "W"), 5, True,
     "E 0, S +50, W -50, N 0"),
    ("xiangqi64", "rA rA rR rR bE bE bC+bC", ("--seat-wind", "S", "--discarder", "W"), 3, True,
     "E 0, S +30, W -30, N 0"),
    ("xiangqi64", "rG rA rE rR rH rC bS+bS", ("--seat-wind", "S", "--self-drawn", "--last-wall-tile"), 4, True,
     "E -50, S +130, W -40, N -40"),
]


def _deltas(d: dict[str, int]) -> str:
    return ", ".join(f"{seat} {'+' if v > 0 else ''}{v}" for seat, v in d.items())


def _score(capsys: pytest.CaptureFixture[str], page: str, hand: str, flags: tuple[str, ...]) -> dict[str, Any]:
    code = main(["score", page, hand, *flags, "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    result: dict[str, Any] = json.loads(out)
    return result


@pytest.mark.parametrize(("page", "hand", "flags", "total", "legal", "deltas"), EXAMPLES,
                         ids=[f"{e[0]}:{e[1]}" for e in EXAMPLES])
def test_page_example_agrees_with_score(capsys: pytest.CaptureFixture[str], page: str, hand: str,
                                        flags: tuple[str, ...], total: int, legal: bool,
                                        deltas: str | None) -> None:
    assert f"`{hand}" in (RULES / f"{page}.md").read_text(encoding="utf-8"), f"{hand} is not in {page}.md"
    got = _score(capsys, page, hand, flags)
    assert (got["total"], got["legal"]) == (total, legal)
    if deltas is None:
        assert not any(got["deltas"].values()), got["deltas"]
    else:
        assert _deltas(got["deltas"]) == deltas


def test_chess_pages_link_the_shared_page() -> None:
    for page in ("xiangqi32", "xiangqi56", "xiangqi64"):
        assert "(xiangqi.md)" in (RULES / f"{page}.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("page", sorted({e[0] for e in EXAMPLES}))
def test_every_fan_has_an_example(capsys: pytest.CaptureFixture[str], page: str) -> None:
    """Each fan of the variant is scored by at least one example hand of its page."""
    shown: set[str] = set()
    for p, hand, flags, *_ in EXAMPLES:
        if p == page:
            shown.update(f["id"] for f in _score(capsys, p, hand, flags)["fans"])
    missing = [f.id for f in load_variant(page).fans if f.id not in shown]
    assert not missing, f"{page}.md has no example for {missing}"


PAGE_SHAPE = ["Tiles", "How a hand is played", "Winning", "Fans", "Settlement", "Presets and options"]


@pytest.mark.parametrize("page", sorted({e[0] for e in EXAMPLES}))
def test_page_has_the_rule_book_shape(page: str) -> None:
    """The sections every variant page has, in order, and the title naming the variant."""
    text = (RULES / f"{page}.md").read_text(encoding="utf-8")
    assert [line[3:] for line in text.splitlines() if line.startswith("## ")] == PAGE_SHAPE
    title = text.splitlines()[0]
    assert title.startswith("# ") and title.endswith(f"({load_variant(page).zh})")
