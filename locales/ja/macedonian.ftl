# マケドニア将棋: 指せない手の理由。`piece` は駒の漢字、`side` は first
# （先手）か second（後手）。

macedonian-game-over = 対局は終わっています: { $side ->
        [first] 先手
       *[second] 後手
    }は王冠を失いました
macedonian-crown-spent = 王冠はもう王から王子へ、王子から王へと渡っています
macedonian-crown-spent-help = 王冠は王から王子へ一回、王子から王へ一回しか渡せません（譲位は最大2回）
macedonian-heir-gone = 王冠を{ $piece }に渡せません: その駒は取られています
macedonian-crown-left-attacked = この手のあと、王冠を持った駒が取られる状態になります（ルールオプション must_escape_check）
macedonian-crown-left-attacked-help = must_escape_check=off なら、王冠を持った駒を取られる状態にしておく手も指せます
macedonian-no-piece = { $sq }に駒がありません
macedonian-not-your-piece = { $sq }の駒は{ $side ->
        [first] 先手
       *[second] 後手
    }の駒です
macedonian-lone-arrow-capture = { $from }の矢駒単独では{ $to }の駒を取れません
macedonian-lone-arrow-capture-help = 弓兵を離れた矢は駒を取れません。味方の弓兵駒の上に戻ることしかできません
macedonian-lone-arrow-move = { $sq }の矢駒単独は味方の弓兵駒の上に戻ることしかできません
macedonian-own-piece = { $sq }には味方の駒があります
macedonian-heavy-blocked = { $sq }の重歩兵は前の駒を飛び越えられません
macedonian-piece-movement = { $from }の{ $piece }は{ $to }へ動けません
macedonian-archer-step-help = 弓兵駒は縦横に一マス動きます。遠くへ飛ぶのは矢です（射として書いてください）
macedonian-promotion-forced = { $piece }は敵陣に入ると成ります
macedonian-promotion-forced-help = 成（ASCIIでは +）を書いてください
macedonian-promotion-not-allowed = この手で{ $piece }は成りません
macedonian-promotion-not-allowed-help = 成るのは、敵陣に入る成っていない歩と重だけです
macedonian-off-line = { $to }は{ $from }から縦・横・斜めの直線上にありません
macedonian-off-line-help = { $what ->
       *[shot] 矢
        [return] 戻る矢
    }はクイーンのように飛びます
macedonian-line-blocked = { $from }から{ $to }への{ $what ->
       *[shot] 矢
        [return] 戻る矢
    }は{ $by }の駒を通り抜けることになります
macedonian-line-blocked-help = 矢は駒を飛び越えません
macedonian-third-arrow = { $sq }の弓兵駒はもう矢を2本持っています
macedonian-third-arrow-help = 弓兵駒が持てる矢は2本までです
macedonian-not-an-archer = 矢を射るのは弓兵駒だけです: { $sq }の駒は{ $piece }です
macedonian-no-arrow = { $sq }の弓兵駒には射る矢がありません
macedonian-arrow-on-own = 矢は{ $sq }の味方の{ $piece }の上には落ちません
macedonian-not-a-lone-arrow = { $sq }の駒は{ $piece }で、矢駒単独ではありません
macedonian-not-in-hand = { $side ->
        [first] 先手
       *[second] 後手
    }の持ち駒に{ $piece }がありません
macedonian-drop-zone = { $sq }は敵陣です
macedonian-drop-zone-help = 持ち駒を打てるのは自陣と中盤（4段目と5段目）だけです
macedonian-arrow-drop-target = 持ち駒の矢は味方の弓兵駒の上にしか打てません: { $sq }に弓兵駒はありません
macedonian-drop-occupied = { $sq }には駒があります
macedonian-refill-written-as-shot = 矢は{ $sq }の味方の弓兵駒の上に落ちます: これは補充です
macedonian-refill-written-as-shot-help = 補充は 補（ASCIIでは >>）と書いてください
macedonian-shot-written-as-refill = 補充は味方の弓兵駒の上に落ちる手ですが、{ $sq }に弓兵駒はありません
macedonian-shot-written-as-refill-help = 射撃は 射（ASCIIでは >）と書いてください
macedonian-never-in-hand = { $piece }が持ち駒になることはありません
macedonian-piece-mismatch = { $sq }の駒は{ $piece }で、書かれた駒ではありません
macedonian-no-such-move = この表記に合う{ $sq }への合法手がありません
macedonian-no-such-move-help = 移動元のマスを書いてください（例: ７六歩（77））
macedonian-ambiguous = この表記に合う合法手が{ $n }つあります: { $moves }
macedonian-ambiguous-help = 移動元のマスを書いてください
