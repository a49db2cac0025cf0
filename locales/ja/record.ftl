# 棋譜と投稿（ゲームを問わない）: どのゲームか、手をどう読むか。

record-no-variant = 棋譜にどのゲームかが書かれていません
record-no-variant-help = [Variant "..."] タグを加えるか --variant を指定してください（`hensou variants` で一覧）
record-detected-variant = 棋譜にどのゲームかが書かれていないので { $game } として読みました（{ $why }）
record-detected-variant-label = [Variant] タグがありません
record-detected-variant-help = [Variant "{ $game }"] を加えるか --variant { $game } を指定してください
record-why-reads = 初めの{ $n }手が { $game } の手としてだけ読めるため
record-why-names = 本文に「{ $name }」とあるため
record-move-number = 手数が{ $number }になっていますが、{ $expected }のはずです
record-move-number-label = { $expected }のはず
record-not-a-move = `{ $word }` は手のように番号が付いていますが、手として読めません: { $why }
record-not-a-move-label = 読み飛ばし
record-syntax = `{ $word }` を手として読めません: { $why }
record-no-moves-label = 検証するものがありません
record-trailing = `{ $word }` が手 `{ $move }` のあとに空白なしで続いています
record-trailing-label = 手の一部ではありません
record-trailing-help = 手と手の間は空白で区切り、注釈は {"{"}波括弧{"}"} に入れてください
record-after-end = 対局はもう終わっています（{ $token } { $reason }）が、棋譜が続いています
record-after-end-label = 終局後の手
record-lenient-label = 寛容に読みました
record-foul-claim-label = ここに反則はありません
record-foul-claim-help = 反則手で対局が終わるのは、棋譜がその手を最後の手として記録しているときだけです
record-result-label = この結果
record-rest-not-checked = この局の残りは検証していません
record-no-moves-empty = 手が見つかりません: 入力が空です
record-no-moves-empty-help = 棋譜を収めたファイルを渡してください
record-no-moves-none-read = 手が見つかりません: 手のように番号の付いた言葉はありますが、どれも{ $game }の手として読めません
record-no-moves-none-read-help = それぞれを読み飛ばした理由は上の警告を見てください
record-no-moves-garbled = 手が見つかりません: 文字が読めません。{ $why }
record-no-moves-garbled-help = 最初に保存したときのままファイルを開き、UTF-8 か Shift-JIS で保存し直してください
record-no-moves-prose = { $lines }行の文から手が見つかりません: 投稿やメールの中では、`1.f9`、`12. b2-c3`、`第1手(i6)` のような番号付きの手、手番の記号のあとの手（`▲７六歩△３四歩`）、3手以上続けて書かれた手（`f9, Oh1, Of11`）を読みます
record-no-moves-prose-help = 手に番号を振るか、棋譜なら --input record を付けてください
record-no-moves-record = 手が見つかりません: 棋譜にタグも手もありません
record-no-moves-record-help = 棋譜は [Tag "value"] の組と番号付きの手から成ります
record-undecoded = { $n }文字が読めませんでした（`�` と表示）
record-latin-decoded = 日本語がラテン文字として読まれたようです（`{ $sample }`）: ファイルの文字コードの変換が誤っています
record-wide-number = 寛容に読みました: 全角の手数 `{ $written }` を `{ $number }.` として読みました（この局のほかのものも同じ）
# 終局の理由: 各ゲームの用語で（シェルトの月駒・魔駒、マケドニア将棋の王冠駒）。
outcome-reason = { $reason ->
    [mate] 詰み
    [no-legal-move] 手詰まり
    [no-move] 手詰まり
    [sennichite] 千日手
    [repetition] 千日手
    [perpetual-check] 連続王手の千日手
    [impasse-declaration] 入玉宣言
    [impasse-declaration-failed] 入玉宣言の失敗
    [all-captured] 全駒捕獲
    [no-capture-possible] 捕獲不能
    [crown-captured] 王冠駒の捕獲
    [moon-captured] 月駒の捕獲
    [magic-captured] 魔駒の全捕獲
    [resignation] 投了
    [time-up] 時間切れ
    [illegal-move] 反則
    [forfeit] 不戦
    [jishogi] 持将棋
    [draw] 引き分け
    [move-limit] 手数制限
    [interrupted] 中断
    [no-mate] 不詰
    [sealed-move] 封じ手
    [take-back] 待った
    [error] エラー
    [opponent-illegal-move] 相手の反則
    [written-result] 結果の記載のみ
   *[other] { $reason }
}
# 手番の名前: 将棋系は先手・後手、アルケルケとチャトラは白・黒、シェルトは陣営の名。
side-name = { $name ->
    [Sente] 先手
    [Gote] 後手
    [White] 白
    [Black] 黒
    [Arshe] アルシェ
    [Soon] ソーン
   *[other] { $name }
}

## 棋譜の読み手が自分で書く注意

kif-unknown-line = この行は見出し・指し手・コメント・盤面のどれでもありません。コメントとして残します
kif-summary-count = 結果の行は { $said } 手と書いていますが、読んだ指し手は { $last } 手目で終わっています。指し手が抜けているか、手数の書き誤りです
kif-touching-time = 消費時間が空白なしで指し手に続いています: 指し手の消費時間として読みます（この局の同じ書き方の時間もすべて）
kif-text-after-move = 指し手のあとの `{ $text }` は、その手へのコメントとして残します
kif-text-before-moves = 指し手の前の `{ $text }` は、コメントとして残します
kif-unknown-handicap = 知らない手合割 `{ $value }` です。{ $start ->
        [board] 局面図の局面
       *[start] 平手の初期局面
    }から読みます
kif-other-handicap-no-board = `手合割：その他` には局面図が要りますが、ありません
csa-time-places = hensou が保つのは秒の小数第{ $places }位までです: `{ $time }` は T{ $whole } と読み、変換でもそう書きます（`.{ $written }` は省きます）
csa-time-too-long = 消費時間が hensou の保てる秒数（{ $max }）を超えています: 省き、変換でも書きません
forum-citation = 指し手のあとの `{ $text }` は第{ $ply }手の繰り返しで、次の手ではなく引用として読みます
forum-alternatives = `{ $first }` と `{ $second }` は一つの文の中で同じ番号 { $number } の二つの手です。対局についての話として読み、どちらも指し手とはしません
forum-signature = `{ $text }` は署名（`-- ` の行のあと）にあるので、指し手としては読みません
record-unterminated-comment = このコメントは `{"}"}` で閉じられていません
