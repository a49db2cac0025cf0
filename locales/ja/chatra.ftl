# チャトラ: 指せない手の理由。

chatra-object-on-board = オブジェクトはもう盤上にあります
chatra-first-subject-zone-e = 最初のサブジェクトは中央ゾーンE（{ $sq }）に打てません
chatra-opening-first-drop = 初手はサブジェクトを打つ手です
chatra-occupied = { $sq }には駒があります
chatra-object-zone-e = オブジェクトは中央ゾーンE（{ $sq }）に打てません
chatra-opening-objects = 第2手と第3手はオブジェクトを打つ手で、ほかの手は指せません
chatra-opening-black = 先手の初手はサブジェクトを打つ手です
chatra-pass-abolished = このルールではパスできません
chatra-pass-abolished-help = パスは第1次改訂（1994年12月）で廃止されました。認めるには --rules 1994-11 を指定してください
chatra-pass-twice = パスにパスで応じることはできません
chatra-no-piece = { $sq }に手番の側の駒がありません
chatra-own-piece = { $sq }には自分の駒があります
chatra-object-step = オブジェクトは一マスしか動けません
chatra-self-check = { $move }のあと、自分のオブジェクトに王手がかかります: { $how }
chatra-drop-check = { $move }は王手になります: { $how }
chatra-drop-check-help = 打ち王手の禁止: 打った手で、どの機能によっても敵オブジェクトに王手をかけることはできません
chatra-repetition = この局面は4回目で、この繰り返しを始めたのはこの手を指す側です（千日手）
chatra-repetition-help = 同じ手順を3回繰り返したら、始めた側がほかの手を指さなければなりません
chatra-zone-enemy = ゾーン{ $zone }は敵オブジェクトのいるゾーン（敵陣）です
chatra-zone-touches = ゾーン{ $zone }は敵オブジェクトのいるゾーン{ $enemy }に隣接しています
chatra-drop-zone = { $sq }には打てません: { $why }
chatra-drop-zone-help = 自陣か、敵陣から離れたゾーンに打ってください
chatra-offside = { $sq }には打てません: { $why }。味方のサブジェクトのどの組もそこに届きません（線分{ $enemy }-{ $sq }はどれとも交わりません）
chatra-offside-help = オフサイドの拡張: 敵オブジェクトからそのマスへの線分が、味方のサブジェクト2駒を結ぶ線分（オブジェクトと一直線に並ぶ組を除く）と交わるマスには打てます
chatra-empty-hand = 持駒にサブジェクトがありません
chatra-adjacent-drop = { $sq }には打てません: { $by }のサブジェクトの隣です
chatra-adjacent-drop-help = 第1次改訂から、サブジェクトの隣には打てません
chatra-wrong-side = この手は{ $glyph }と書かれていますが、手番は{ $side ->
        [first] 先手
       *[second] 後手
    }です
chatra-subject-glyph-on-object = オブジェクトの手にサブジェクトの記号が付いています
chatra-no-own-object = 自分のオブジェクトがありません
chatra-holds-object = { $from }にはオブジェクトがあります: O{ $to } と書いてください
chatra-capture-mark-nothing = 駒を取る手と書かれていますが、{ $sq }に取れる駒はありません
chatra-capture-mark-missing = この手は{ $sq }の駒を取ります: x を付けて書いてください
chatra-check-mark = + が付いていますが、この手は王手になりません
chatra-unreachable = 単独機能の一歩でも、飛行でも、滑走でも{ $from }から{ $to }へは行けません
chatra-unreachable-help = 飛行にはちょうど中間に、滑走には同じ直線上の後ろに、味方のサブジェクトが要ります
chatra-straddle = { $centre }と{ $other }は{ $o }の敵オブジェクトを挟んで反対側にあり、連帯できません
chatra-pivot = { $centre }は{ $other }より{ $o }の敵オブジェクトから遠いので、中心になれません（pivot=nearer）
chatra-backward = { $from }-{ $to }は後退する相対機能の移動です: { $o }の敵オブジェクトから{ $direction ->
        [angle] 離れる向きです（移動の向きと敵オブジェクトへの向きが鈍角）
       *[distance] 遠ざかります（direction=distance）
    }
chatra-middle = { $sq }は一直線上で味方のサブジェクト2駒の間にあるので、単独機能（一マス）しか使えません
chatra-blocked = 滑走 { $from }-{ $to }は{ $by }の駒で止まります
chatra-attack-step = { $by }の駒が一マスで{ $o }のオブジェクトに届きます
chatra-attack-flight = { $by }の駒が{ $centre }を越えて飛行し、{ $o }のオブジェクトに届きます
chatra-attack-slide = { $by }の駒が{ $centre }から離れて滑走し、{ $o }のオブジェクトに届きます
chatra-no-object = オブジェクトがありません
chatra-no-attack = 攻撃はありません
chatra-move-drop = { $sq }への打ち
chatra-move-object-drop = { $sq }へのオブジェクトの打ち
chatra-move-object = オブジェクトの移動 { $from }-{ $to }
chatra-move-shift = { $from }-{ $to }
chatra-move-pass = パス

# 盤の図の持駒の行。
chatra-svg-hand = { $side ->
        [first] 先手
       *[second] 後手
    }  持駒 { $stone } × { $n }{ $object }{ $turn ->
        [true] （手番）
       *[false] {""}
    }

# 打てるマスの理由と、駒がマスへ届く機能（`moves --explain`）。
chatra-open-no-objects = 両方のオブジェクトが盤上に出るまでは、打てるゾーンに制限はありません
chatra-open-lifted = 最初の王手のあとは、打てるゾーンの制限がなくなります
chatra-open-own-zone = ゾーン{ $zone }は自分のオブジェクトのいるゾーン（自陣）です
chatra-open-far-zone = ゾーン{ $zone }は敵オブジェクトのいるゾーン{ $enemy }でも、それに隣接するゾーンでもありません
chatra-open-offside = オフサイドの拡張: 線分{ $enemy }-{ $sq }が味方のサブジェクト{ $p }-{ $q }を結ぶ線分と交わります
chatra-reach-flight = { $centre }を越える飛行
chatra-reach-slide = { $partner }と連帯する滑走
