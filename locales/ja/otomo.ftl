# 将棋のお供のカード: 指せない手の理由。`card` は診断の書くカード
# （`7 無敵銀 (I)`）かその名前、マスはUSIのもの。

otomo-card-captures-king = カードを使って動かした駒で「王」や「太」を捕獲することはできません
otomo-card-captures-king-help = カードを使用して駒を動かしたとき、相手の「王」を捕獲することはできません
otomo-protected-silver = この銀はこの手では無敵銀で守られています（次の手で捕獲されない）
otomo-nothing-to-undo = 時遡行には、やり直せる自分の直前の着手が要ります
otomo-time-travel-blocked = 時遡行で直前の着手をやり直せません: 戻すマスが空いていません
otomo-same-move-again = 時遡行のあとは、やり直した手と違う手を指さなければなりません
otomo-flip-king = 「王」か「太」が寝返ることになるので、懐柔策は使えません
otomo-flip-king-help = 懐柔策: 効果発動の対象に敵駒の「王」が含まれるときは、このカードは使えません
otomo-nothing-flipped = この手の懐柔策では、挟んだ相手の駒がありません
otomo-bad-unload = 搭乗した駒はそこに降ろせません（行き所のない駒になるか、二歩になります）
otomo-third-pawn = 許二歩のあとでも、同じ列に3枚目の「歩」を打つのは二歩です
otomo-third-pawn-help = 許二歩で許されるのは2枚目の「歩」だけです。その列へ更に「歩」を打つことは新たな二歩となるため反則
otomo-nifu = 時遡行で、自分の成っていない歩がある列に歩が戻ることになります（二歩）
otomo-uchifuzume = 打った歩（または搭乗から降ろした歩）で詰みます（打ち歩詰め。カードによる応手も含めて応手がありません）
otomo-shape-queen = 王が、カードなしではできない女王の動きをする
otomo-shape-dragon-ride = 龍の隣の自分の駒が龍に搭乗し、龍が動く
otomo-shape-horse-ride = 馬の隣の自分の駒が馬に搭乗し、馬が動く
otomo-shape-through = 飛が盤の上と横の三辺で通り抜ける
otomo-shape-reflect = 角が盤の四辺で反射してマスに届く
otomo-shape-prince = 金が、敵陣に入る・敵陣の中で動く・敵陣から出る手で太に成る
otomo-shape-invincible = 着手のあとに、自分の成っていない銀を指定する
otomo-shape-octo = 桂が、カードなしでは届かないマスへ八方に動く
otomo-shape-leap = 香がちょうど1枚の駒を飛び越える
otomo-shape-double-pawn = 自分の歩が1枚ある列へ歩を打つ（二歩打ち）
otomo-shape-ripen = 敵陣の外で駒が成る
otomo-shape-twice = 自分の一つの駒を二連続で指す
otomo-shape-heal = 「王」「太」以外の自分の一つの駒を駒台に戻す
otomo-shape-thunder = 「王」「太」以外の相手の一つの駒を相手の駒台に戻す
otomo-shape-rewind = 自分の直前の着手を戻して、別の手を指す
otomo-shape-coax = 自分の駒との間に挟んだ相手の駒を味方にする
otomo-unload-occupied = 搭乗した駒を{ $sq }に降ろせません: そのマスには駒があります
otomo-unload-occupied-help = 搭乗した駒を周囲8箇所のうち駒が居ない場所に降ろす
otomo-unload-far = 搭乗した駒を{ $sq }に降ろせません: { $carrier }の駒の周囲8箇所ではありません
otomo-unload-far-help = 搭乗した駒を周囲8箇所のうち駒が居ない場所に降ろす
otomo-must-promote-help = 歩と香は一段目で、桂は一段目と二段目で必ず成ります。成る手を書いてください: { $fixed }
otomo-card-off = カード{ $card }が使われていますが、ルールオプション card-off={ $letter } でこのカードは使えません
otomo-card-off-help = ほかのカードは使えます。このカードを使うにはルールから card-off を外してください
otomo-no-passenger = 搭乗した駒を降ろせるのは、駒を乗せた龍か馬だけです
otomo-card-spent = カード{ $card }はこのプレイヤーがもう使いました
otomo-card-spent-help = 各プレイヤーは各カードを1枚ずつ持ち、使ったカードはもう使えません
otomo-royal-to-hand = { $card }で{ $sq }の「王」や「太」を駒台に戻すことはできません
otomo-royal-to-hand-help = 盤上の「王」「太」以外の駒を駒台に戻します
otomo-card-no-follow-up = カード{ $card }を提示した直後に可能な着手がこの局面にはありません
otomo-card-no-follow-up-help = そのカードを提示した直後に可能な着手がひとつも無いのならそのカードは使用できません
otomo-card-misuse = カード{ $card }で指せるのは「{ $shape }」手で、この手はそうではありません
otomo-ambiguous = カード{ $card }での{ $text }に合う手が{ $n }つあります
otomo-ambiguous-help = @とUSIのマスで移動元を書いてください（例: @5e）

## カードを使う手の条件と、それを満たすかどうか（`moves --explain`）。
## `card` は `名前 (文字)`、`held` はマスにあるもの（`otomo-held-*`）。

otomo-held-nothing = なし
otomo-held-piece = { $side }の{ $kind }
otomo-if-cards-off = このルールではカードを使いません
otomo-if-card-out = このルールでは{ $card }を使えません（card-off={ $letter }）
otomo-if-cards-on = カードを使うルールです
otomo-if-spent = { $card }は{ $side }がもう使いました（使用済み）
otomo-if-unspent = { $card }は{ $side }の未使用のカードです
otomo-if-shape = { $card }: { $shape }
otomo-if-carrier-drop = このカードで動かすのは{ $kind }で、駒を打つ手ではありません
otomo-if-carrier = { $sq }の駒: { $held }（{ $side }の{ $kind }が要ります）
otomo-if-carrier-empty = { $sq }の{ $kind }にはまだ駒が搭乗していません
otomo-if-carrier-loaded = { $sq }の{ $kind }にはもう{ $load }が搭乗しています
otomo-if-no-rider = 搭乗する駒のマスがありません（手のあとに …/マス と書いてください）
otomo-if-rider-next = { $sq }は{ $carrier }の{ $kind }の隣{ $next ->
        [yes] です
       *[no] ではありません
    }
otomo-if-rider-own = { $sq }の駒: { $held }（搭乗するのは自分の駒）
otomo-if-rider-royal = { $sq }の駒: { $held }。搭乗できません（「王」と「太」は搭乗しません）
otomo-if-rider-not-royal = { $sq }の駒は「王」でも「太」でもありません
otomo-if-rider-loaded = { $sq }の駒には駒が搭乗しているので、それ自身は搭乗できません
otomo-if-rider-empty = { $sq }の駒には駒が搭乗していません
otomo-if-carrier-reaches = { $rider }が空けば、{ $sq }の{ $kind }は{ $to }に届きます
otomo-if-carrier-short = { $sq }の{ $kind }は{ $to }に届きません（または{ $to }に自分の駒があります）
otomo-if-no-silver = 守る銀のマスがありません（手のあとに …/マス と書いてください）
otomo-if-legal-without = { $mv }はカードなしで指せる手です
otomo-if-silver = 着手のあとの{ $sq }の駒: { $held }（指定するのは自分の成っていない銀）
otomo-if-twice-drop = 連続技で指すのは盤上の駒で、駒を打つ手ではありません
otomo-if-no-landing = 一手目の着地点がありません（S:移動元 中継 移動先 と書いてください。例: S:2h2c+2b）
otomo-if-mover = { $sq }の駒: { $held }（動かすのは自分の駒）
otomo-if-leg = { $leg ->
        [first] 一手目
       *[second] 二手目
    }: { $from }の{ $kind }は{ $to }に{ $reaches ->
        [yes] 届きます
       *[no] 届きません
    }
otomo-if-leg-may-not-promote = { $leg ->
        [first] 一手目
       *[second] 二手目
    }は成れません: 敵陣で始まらず、敵陣で終わりもしません
otomo-if-leg-must-promote = { $leg ->
        [first] 一手目
       *[second] 二手目
    }は成らなければなりません: { $sq }の{ $kind }は二度と動けません
otomo-if-leg-promotes = { $leg ->
        [first] 一手目
       *[second] 二手目
    }は敵陣で成ります
otomo-if-leg-stays = { $leg ->
        [first] 一手目
       *[second] 二手目
    }は成りません
otomo-if-one-square = カードが指定するのは一つのマスです（{ $letter }:{ $sq }）
otomo-if-to-hand = { $sq }の駒: { $held }（{ $side }の駒が駒台に戻ります）
otomo-if-royal = { $sq }の駒は「王」か「太」{ $royal ->
        [yes] です
       *[no] ではありません
    }
otomo-if-undoable = { $side }の直前の着手{ $mv }は戻せます
otomo-if-undo-no-set-down = 戻したあとの手は、搭乗した駒を降ろしません
otomo-if-undo-other = 戻したあとの手は、また{ $mv }ではありません
otomo-if-not-undoable = { $side }の直前の着手{ $mv }は戻せません: { $why }
otomo-if-not-undoable-at = { $side }の直前の着手{ $mv }は戻せません: { $why }。{ $sq }の駒: { $held }
