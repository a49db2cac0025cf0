# どの記法でも読めない指し手（構文エラー）と、記法が寛容に読んだときの
# 注記（警告）。引用はユーザーが書いた文字そのもの。

## どのゲームにも共通の寛容な読み

lenient-full-width = 全角の `{ $written }` を `{ $read }` として読みました
lenient-look-alike = 似た字の `{ $written }` を `{ $read }` として読みました
lenient-side-word = `{ $written }` を手番の記号 `{ $read }` として読みました

## チャトラ

chatra-lenient-full-width = 全角の文字を半角として読みました
chatra-lenient-upper-case = 列の大文字を小文字として読みました
chatra-lenient-zero-pad = 行の番号の前の 0 を除いて読みました
chatra-lenient-separator = 区切りを `-` として読みました
chatra-lenient-capture-x = `X` を駒取りの記号 `x` として読みました
chatra-lenient-glyph = 前に付いた駒の記号を除きました（手番の側と照らし合わせました）
chatra-lenient-lower-object = `o` をオブジェクトの記号 `O` として読みました
chatra-lenient-pass = `パス` を `pass` として読みました
chatra-lenient-ordinal = `第N手(...)` を括弧の中の手として読みました
chatra-not-canonical = 正規の表記ではありません（{ $note }）。forum 記法なら読めます
chatra-expected-square = f9 のようなマスが要ります
chatra-expected-file = 列の文字 a〜l が要ります
chatra-expected-row = 行の番号 1〜12 が要ります
chatra-row-off-board = 行 { $row } は盤外です（行は 1〜12）
chatra-expected-close = 序数を閉じる `{ $close }` が要ります
chatra-unexpected-after = 手のあとに余計な文字があります

## 将棋と将棋をもとにしたゲーム

shogi-expected-usi = 7g7f、8h2b+、P*5e のような USI 形式の手が要ります
shogi-expected-csa = +7776FU や -0055KA のような CSA 形式の手が要ります
shogi-csa-from = CSA のマスは 11〜99、打つ手は 00 です
shogi-csa-to = CSA のマスは 11〜99 です
shogi-csa-not-a-code = `{ $code }` は CSA の駒の記号（FU KY KE GI KI KA HI OU TO NY NK NG UM RY）ではありません
shogi-csa-after = CSA 形式の手のあとに余計な文字があります
shogi-expected-western = P-7f、Bx2b+、P*5e のような西洋式の手が要ります
shogi-western-not-a-piece = +{ $letter } という駒はありません
shogi-western-expected-square = 7f のようなマスが要ります
shogi-after-move = 手のあとに余計な文字があります
shogi-expected-japanese = ７六歩、７六歩(77)、▲７六歩 のような手が要ります
shogi-lenient-square = マス `{ $written }` を { $read } として読みました
shogi-lenient-not-promoting = `{ $written }` を不成として読みました
shogi-expected-piece = 駒の名前（歩 香 桂 銀 金 角 飛 玉 と 成香 成桂 成銀 馬 龍）が要ります
shogi-expected-origin = (77) のような移動元が要ります
otomo-expected-usi = 7g7f、8h2b+、P*5e のような USI 形式の手が要ります（カードの手は Q:5i1e）
otomo-expected-body = { $card }: { $body ->
    [legs] 2h2c+2b のような二つの移動が要ります
   *[square] 7g のようなマスが要ります
}

## マケドニア将棋

macedonian-expected-ascii = 7g7f、8h>3c、5e<3c、P*5e のような手が要ります
macedonian-after-move = 手のあとに余計な文字があります
macedonian-expected-square = ７六 のようなマスが要ります
macedonian-lenient-digits = マスが半角数字で書かれています: 将棋の筋と段として読みました
macedonian-expected-piece = 駒（王子将騎重歩弓矢と成重）か 射 補 還 が要ります
macedonian-lenient-king = 玉 を 王 として読みました

## アルケルク

alquerque-lenient-upper-case = `{ $letter }` が大文字で書かれています
alquerque-expected-algebraic = `b2-c3`、`c1xc3xe3`、`*d4 b2-c3` のような手が要ります（交点は a1〜e5）
alquerque-expected-numeric = `7-13`、`3x13x15`、`*19 7-13` のような手が要ります（交点は 1〜25）

## どのゲームにも

syntax-no-notation = 記法が指定されていません

## シェルト: 手の文字列が読めなくなったところで足りないもの

shelt-expected-move = 手が要ります
shelt-expected-who = pal や tms のような駒のコードが要ります
shelt-expected-hand-piece = 持ち駒が要ります（テームス自身を張ることはありません）
shelt-expected-piece-code = pal のような駒のコードが要ります
shelt-expected-bracket = `]` が要ります
shelt-expected-rotation = `r`（横に向ける）か `n`（元に戻す）が要ります
shelt-expected-dash = `-` が要ります
shelt-expected-after-origin = 移動元のあとに `-`、`^`、`~` のどれかが要ります
shelt-expected-capture = `x` と取った駒が要ります
shelt-expected-tail = `:` と移動元、または移動先、`^`、`~` が要ります
shelt-expected-a-square = マスが要ります
shelt-expected-end = ここで手が終わるはずです
shelt-expected-native-square = P5 のようなマスが要ります（段は V E S T B I P、筋は 1〜7）
shelt-expected-algebraic-square = e1 のようなマスが要ります（筋は a〜g、段は 1〜7）
shelt-lenient-2014 = 2014年の略記（マスが先、駒取りは `/`）を §12 の記法として読みました
shelt-cut-short = 手が途中で切れています
