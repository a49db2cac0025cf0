# 文字の盤面図の言葉、Python モジュールのエラー、スイートファイルの
# エラー、コマンドラインの残りの使い方のエラー。

## 文字の盤面図（`replay`、`validate --board`）

diagram-turn = { $side }の手番
diagram-alquerque-turn = { $side }（{ $letter }）の手番
diagram-alquerque-huff = { $side }（{ $letter }）の手番。先に{ $due }のどれかをハフ（取り去り）しなければなりません
diagram-chatra-hand = { $side ->
        [Black] 先手（黒）
       *[other] 後手（白）
    }の持駒：サブジェクト{ $n }{ $object ->
        [yes] 、オブジェクト
       *[no] {""}
    }
diagram-shelt-temas = テームス：{ $sq }{ $rotated ->
        [yes] （方向転換済み）
       *[no] {""}
    }　張った駒：{ $first } [{ $first_attached }]　{ $second } [{ $second_attached }]
diagram-shelt-hand = { $side }の持ち駒：{ $held }
