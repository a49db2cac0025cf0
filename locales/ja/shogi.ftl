# 将棋（と将棋のお供）: 指せない手の理由。`piece` は駒の漢字。

shogi-self-check = この手は王手放置です
shogi-self-check-help = 自玉に王手がかかったままにする手、自玉を王手にさらす手は指せません
shogi-not-in-hand = 持駒に{ $piece }がありません
shogi-drop-occupied = { $sq }には駒があります。駒は空いたマスにしか打てません
shogi-dead-drop = { $sq }に打った{ $piece }は二度と動けません（行き所のない駒）
shogi-dead-drop-help = 歩と香は一段目に、桂は一段目と二段目に打てません
shogi-nifu = 二歩です: { $file }筋には同じ側の成っていない歩がもうあります
shogi-nifu-help = 二歩: 同じ筋に自分の成っていない歩を2枚置くことはできません
shogi-uchifuzume = { $sq }への歩打ちで詰みます（打ち歩詰め）
shogi-uchifuzume-help = 打ち歩詰め: 歩を打って詰ますことは禁じ手です。盤上の歩を突いて詰ますのは構いません
shogi-declaration = このルールでは入玉宣言はできません
shogi-declaration-help = --rule impasse=24 か impasse=27 を指定してください
shogi-no-piece = { $sq }に手番の側の駒がありません
shogi-own-piece = { $sq }には手番の側の駒があります
shogi-cannot-reach = { $from }の{ $piece }は{ $to }へ動けません
shogi-cannot-promote = { $from }から{ $to }への{ $piece }の手では成れません
shogi-cannot-promote-help = 成れるのは、敵陣（奥の三段）に入る・敵陣の中で動く・敵陣から出る手で、金と玉以外の成っていない駒です
shogi-must-promote = { $sq }の{ $piece }は二度と動けないので、成らなければなりません
shogi-must-promote-help = 歩と香は一段目で、桂は一段目と二段目で必ず成ります
shogi-turn = 手番は{ $side ->
        [first] 先手
       *[second] 後手
    }（{ $mark }）です
shogi-no-previous-move = 「同」は直前の手のマスを指しますが、直前の手がありません
shogi-no-previous-move-help = マスを書いてください（例: ７六歩）
shogi-origin-piece = 移動元の駒は{ $found }で、{ $piece }ではありません
shogi-cannot-drop = { $piece }は打てません
shogi-no-such-piece = そのマスに行ける手番の側の{ $piece }がありません
shogi-no-match = そのマスに行ける{ $piece }で「{ $modifiers }」に当たるものがありません
shogi-no-match-help = 右/左: 指す側から見て右/左の駒、上/寄/引: 前/横/後ろへ動く駒、直: まっすぐ前へ動く駒
shogi-ambiguous = そのマスに行ける{ $piece }が{ $n }枚あります
shogi-ambiguous-help = どの駒か、右・左・直・上・寄・引を付けて書いてください
shogi-csa-cannot-drop = { $piece } は打てません
shogi-csa-cannot-become = { $sq } の駒は { $found } で、{ $piece } にはなれません
shogi-cards-off = カード { $card } が使われていますが、このルールではカードを使いません
shogi-cards-off-help = 将棋のお供の棋譜にはルールセット otomo が要ります（[Rules "otomo"] か --rules otomo）
shogi-western-no-capture = `{ $written }`: 駒を取れる手番の側の{ $piece }がありません
shogi-western-captures = `{ $written }`は{ $n }通りの駒取りに読めます: { $moves }
shogi-western-captures-help = 取るマスを書いてください（例: Px2d）
shogi-western-drop = 打てるのは玉以外の成っていない駒だけです
shogi-western-cannot-reach = { $sq }に行ける手番の側の{ $letter }がありません
shogi-western-ambiguous = { $sq }に行ける駒が{ $n }枚あります
shogi-western-ambiguous-help = 移動元のマスを書いてください（例: G6i-5h）
