# 読めない局面文字列（SFEN と各ゲーム独自のもの）: 示した場所の何が
# おかしいか。引用はユーザーが書いた文字そのもの。

## ゲームに共通

position-two-kings = 一方の玉が2枚あります
position-hand-too-many = 持駒が多すぎます
position-side-bw = 手番は `b`（先手）か `w`（後手）です
position-move-number = 手数は1以上の整数です
position-not-a-letter = `{ $letter }` は駒の文字ではありません
position-cannot-promote = `{ $letter }` は成れない駒です
position-count-alone = 持駒の数のあとに駒がありません
position-not-in-hand = `{ $letter }` は持駒にできる駒ではありません
position-bad = 局面文字列が読めません: { $why }

## 将棋の SFEN

shogi-sfen-fields = SFEN の欄は3つか4つです: 盤面、手番、持駒[、手数]
shogi-sfen-ranks = 盤面が{ $n }段あります。9段のはずです
shogi-sfen-rank-too-long = { $rank }段目のマスが多すぎます
shogi-sfen-rank-squares = { $rank }段目のマスが{ $n }個あります。9個のはずです

## チャトラ

chatra-position-object = { $side ->
    [first] 先手
   *[second] 後手
}のオブジェクトは盤上か持駒のどちらか一方にだけあるはずです
chatra-position-subjects = 盤上と持駒のサブジェクトが{ $n }個あります。36個のはずです
chatra-position-fields = `行 手番 持駒 手数 フラグ` の形が要ります（例: `12/12/12/12/12/12/12/12/12/12/12/12 b 18O-18O 0 -`）
chatra-position-side = 手番は `b` か `w` です
chatra-position-ply = 手数は数で書きます
chatra-position-rows = 行が{ $n }個あります。12行のはずです
chatra-position-piece = `{ $letter }` という駒はありません（S O s o）
chatra-position-row-long = { $row }行目が12マスより長くなっています
chatra-position-row-squares = { $row }行目のマスが{ $n }個あります。12個のはずです
chatra-position-hands = 持駒は `18O-18O` と書きます（サブジェクトの数、オブジェクトが持駒にあるときは O）
chatra-position-flag = `{ $flag }` というフラグはありません（p = パスした、c = 王手した）
chatra-position-last = last=マス の形で書きます
chatra-position-history = history=キー.キー... を16進数で書きます
chatra-position-field = `{ $field }` という欄はありません

## シェルト

shelt-position-code = `{ $code }` は駒のコードではありません
shelt-position-temas-twice = テームスが2回出てきます
shelt-position-twice = { $code } が2回出てきます
shelt-position-no-temas = テームス（tms）がありません。テームスは盤から離れません
shelt-position-fields = 局面の欄は4つ（盤面、手番、張った駒、持ち駒）ですが、{ $n }つあります
shelt-position-ranks = 盤面は7段（V〜P）ですが、{ $n }段あります
shelt-position-side = 手番は A（アルシェ）か S（ソーン）です
shelt-position-rank-long = { $rank }段目が7マスより多くなっています
shelt-position-empty-item = 段の中に空の項目があります
shelt-position-rotated = { $code } は後衛の駒なので方向転換できません
shelt-position-rank-squares = { $rank }段目のマスが{ $n }個あります。7個のはずです
shelt-position-attachments = 張った駒は アルシェ/ソーン の順に書き、ないときは `-` です
shelt-position-hands = 持ち駒は アルシェ/ソーン の順に、コードを `+` でつないで書き、ないときは `-` です
shelt-position-own = { $code } は{ $side ->
    [first] アルシェ
   *[second] ソーン
}自身の駒です。持ち駒にできるのは取った敵の駒だけです

## アルケルク

alquerque-position-point = `{ $text }` は a1〜e5 の交点ではありません
alquerque-position-huff = { $point } はハフ（取り去り）されるはずですが、直前に指した側の駒がありません
alquerque-position-no-marks = 戻りの印が書かれていますが、このルールには戻りの制限がありません
alquerque-position-marks-empty = { $point } に印がありますが、駒がありません
alquerque-position-empty = 局面文字列が空です
alquerque-position-fields = 欄が多すぎます（盤面、手番、ハフ、印）
alquerque-position-ranks = 盤面は `/` で区切った5段のはずですが、{ $n }段あります
alquerque-position-side = 手番は `w` か `b` です
alquerque-position-rank-long = { $rank }段目が5交点より多くなっています
alquerque-position-rank-points = { $rank }段目の交点が{ $n }個あります。5個のはずです
alquerque-position-not-a-point = `{ $letter }` は W でも B でも空き交点の数でもありません
alquerque-position-mark-entry = 印は `交点=交点.交点` の形で書きます

## マケドニア将棋

macedonian-position-no-piece = `{ $letter }` は駒ではありません（K S G N H P A X）
macedonian-position-no-letter = 駒の文字がありません
macedonian-position-promoted = 成れるのは 歩 (P) と 重 (H) だけです
macedonian-position-arrows = 矢を持てるのは弓兵 (A) だけです
macedonian-position-two-arrows = 弓兵が持てる矢は2本までです
macedonian-position-camp = 成っていない 歩/重 は敵陣に置けません
macedonian-position-royals = 王 と 子 は各側に1枚までです
macedonian-position-space = { $what ->
    [side] 手番
    [hands] 持駒
   *[crown] 王冠の移動回数
}の前に空白が要ります
macedonian-position-crown = 王冠の移動回数は 0〜2 の数字2つで、先手、後手の順です
macedonian-position-after = 局面のあとに余計な文字があります
macedonian-position-ranks = `/` と8段が要ります
macedonian-position-rank-long = { $rank }段目が8マスより多くなっています
macedonian-position-run = 空きマスの数は 1〜8 です
macedonian-position-rank-squares = { $rank }段目のマスが{ $n }個あります。8個のはずです
macedonian-position-hand-promoted = 持駒が成っていることはありません
macedonian-position-hand-royal = 王 と 子 は持駒になりません

## 将棋のお供のカードの欄

position-not-to-move-in-check = 手番でない側の玉に王手がかかっています
otomo-position-card = `{ $letter }` はカードの文字ではありません
otomo-position-effect = `{ $token }` はカードの効果（T<マス>、@<マス>:<駒>、D<筋>、!<マス>、U<駒>:<手>）ではありません
otomo-position-prince-gold = { $token }: 太 を置くには { $sq } に金が要ります
otomo-position-prince-twice = { $token }: 太 は各側に1枚までです
otomo-position-passenger = { $token }: 同乗する駒には、同乗者のいない 龍 か 馬 が要ります

## 将棋の棋譜の盤面（KIF と BOD の盤面図、CSA の P 行、JKF、SFEN のタグ）

shogi-board-rows = 盤面図は9段のはずですが、この図は{ $n }段です
shogi-board-short-row = { $row }段目のマスが9より少なくなっています
shogi-board-not-a-piece = `{ $text }` は駒ではありません
shogi-board-not-in-hand = `{ $text }` は持駒にできる駒ではありません
shogi-board-not-square-piece = `{ $text }` はマスと駒の組ではありません
shogi-board-not-a-square = `{ $text }` はマスではありません
shogi-board-not-in-even-start = `{ $text }`: 平手の初期配置では { $sq } に { $piece } はありません
shogi-board-csa-square = `{ $text }` は CSA のマス（+FU、-KA、* ...）ではありません
shogi-board-csa-piece = `{ $text }` は CSA の駒の記号ではありません
shogi-board-king-in-hand = 玉は持駒になりません
shogi-board-not-ascii = 半角英数字（ASCII）ではありません
shogi-board-csa-line = `P{ $text }` は CSA の局面の行ではありません
shogi-board-jkf-shape = `data.board` は9筋×9マスです
shogi-board-jkf-piece = `{ $text }` は JKF の駒ではありません
shogi-board-jkf-colour = 駒の `color` は 0 か 1 です
shogi-board-jkf-hand = 持駒の枚数は1種類につき 0〜18 です
shogi-board-sfen-fields = `{ $text }` は SFEN ではありません: 盤面、手番、持駒が要ります
shogi-board-sfen-board = `{ $text }` は 9段×9マスの SFEN の盤面ではありません
shogi-board-sfen-piece = `{ $text }` は SFEN の駒ではありません
shogi-board-sfen-hand = `{ $text }` は SFEN の持駒ではありません
csa-not-a-line = `{ $text }` は CSA の行ではありません
csa-not-a-server-result = `{ $text }` は CSA のサーバーの結果ではありません
csa-not-an-ending = `{ $text }` は CSA の終局の記号ではありません
