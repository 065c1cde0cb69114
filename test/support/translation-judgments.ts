/**
 * Relevance judgments for searching the Quran's other translations and its transliteration: what a reader
 * of each language would type for passages everyone looks for (kindness to parents, patience and prayer,
 * no compulsion in religion, ease after hardship, fasting prescribed, Maryam chosen, the Kaaba, Ayat
 * al-Kursi), and the verses that answer it. The verses were chosen by meaning, the words from how each
 * translation phrases it, with inflections other than the text's where the language has them (so the
 * stemmer is exercised); they were not taken from the engine's output. Some queries miss by design: a
 * word the translation does not use (known misses show in the printed measurement).
 */
export interface TranslationJudgment {
  /** An edition id or language code, as `translations` takes it. */
  edition: string;
  query: string;
  relevant: string[];
}

const judge = (edition: string, entries: Array<[string, string[]]>): TranslationJudgment[] =>
  entries.map(([query, relevant]) => ({ edition, query, relevant }));

export const TRANSLATION_JUDGMENTS: readonly TranslationJudgment[] = [
  ...judge('fr', [
    ['bonté envers les parents', ['17:23', '31:14']],
    ["cherchez secours dans l'endurance", ['2:45', '2:153']],
    ['contrainte en religion', ['2:256']],
    ['difficulté facilité', ['94:5', '94:6']],
    ['prescrit aux croyants comme à ceux avant vous', ['2:183']],
    ['Marie élue par Allah', ['3:42']],
    ['Kaaba maison sacrée', ['5:97']],
    ['somnolence sommeil', ['2:255']],
  ]),
  ...judge('es', [
    ['honrar a los padres', ['17:23', '31:14']],
    ['paciencia y oración', ['2:45', '2:153']],
    ['forzar a creer', ['2:256']],
    ['dificultad facilidad', ['94:5', '94:6']],
    ['ayuno prescrito', ['2:183']],
    ['María elegida ángeles', ['3:42']],
    ['Casa Sagrada', ['5:97']],
    ['somnolencia sueño', ['2:255']],
  ]),
  ...judge('id', [
    ['berbuat baik kepada ibu bapak', ['17:23', '31:14']],
    ['sabar dan salat', ['2:45', '2:153']],
    ['paksaan dalam agama', ['2:256']],
    ['kesulitan kemudahan', ['94:5', '94:6']],
    ['diwajibkan puasa', ['2:183']],
    ['malaikat Maryam pilih', ['3:42']],
    ["Ka'bah rumah suci", ['5:97']],
    ['mengantuk tidur', ['2:255']],
  ]),
  ...judge('ru', [
    ['добро родителям', ['17:23', '31:14']],
    ['терпение и намаз', ['2:45', '2:153']],
    ['принуждение в религии', ['2:256']],
    ['тягость облегчение', ['94:5', '94:6']],
    ['предписан пост', ['2:183']],
    ['ангелы Марьям избрал', ['3:42']],
    ['Кааба заповедный дом', ['5:97']],
    ['дремота сон', ['2:255']],
  ]),
  ...judge('sv', [
    ['godhet mot föräldrarna', ['17:23', '31:14']],
    ['tålamod bön', ['2:45', '2:153']],
    ['tvång', ['2:256']],
    ['prövning lättnad', ['94:5', '94:6']],
    ['plikt att fasta', ['2:183']],
    ['änglarna Maria utvald', ['3:42']],
    ['helgedomen Kabah', ['5:97']],
    ['slummer sömn', ['2:255']],
  ]),
  ...judge('tr', [
    ['ana babaya iyilik', ['17:23', '31:14']],
    ['sabır ve namaz', ['2:45', '2:153']],
    ['dinde zorlama', ['2:256']],
    ['güçlük kolaylık', ['94:5', '94:6']],
    ['oruç farz', ['2:183']],
    ['Meryem melekler seçti', ['3:42']],
    ['Kabe', ['5:97']],
    ['uyuklama uyku', ['2:255']],
  ]),
  ...judge('bn', [
    ['পিতা-মাতার সাথে সদ্ব্যবহার', ['17:23', '31:14']],
    ['ধৈর্য্য নামায', ['2:45', '2:153']],
    ['জবরদস্তি', ['2:256']],
    ['কষ্টের সাথে স্বস্তি', ['94:5', '94:6']],
    ['রোজা ফরয', ['2:183']],
    ['মারইয়াম ফেরেশতা', ['3:42']],
    ['কাবা', ['5:97']],
    ['তন্দ্রা নিদ্রা', ['2:255']],
  ]),
  ...judge('ur', [
    ['والدین کے ساتھ نیک سلوک', ['17:23', '31:14']],
    ['صبر اور نماز سے مدد', ['2:45', '2:153']],
    ['دین میں زبردستی', ['2:256']],
    ['تنگی کے ساتھ فراخی', ['94:5', '94:6']],
    ['روزے فرض', ['2:183']],
    ['مریم فرشتوں', ['3:42']],
    ['کعبہ', ['5:97']],
    ['اونگھ', ['2:255']],
  ]),
  ...judge('zh', [
    ['孝敬父母', ['17:23', '31:14']],
    ['坚忍 礼拜', ['2:45', '2:153']],
    ['宗教 强迫', ['2:256']],
    ['艰难 容易', ['94:5', '94:6']],
    ['斋戒', ['2:183']],
    ['麦尔彦 天使 拣选', ['3:42']],
    ['天房', ['5:97']],
    ['瞌睡 睡眠', ['2:255']],
  ]),
  ...judge('transliteration', [
    ['la ikraha fee alddeeni', ['2:256']],
    ['inna maAAa alAAusri yusran', ['94:5', '94:6']],
    ['qul huwa Allahu ahadun', ['112:1']],
    ['alhamdu lillahi rabbi alAAalameena', ['1:2']],
    ['kutiba AAalaykumu alssiyamu', ['2:183']],
    ['bismi Allahi alrrahmani alrraheemi', ['1:1', '27:30']],
    ['alhayyu alqayyoomu', ['2:255', '3:2']],
    ['ya maryamu inna Allaha istafaki', ['3:42']],
  ]),
];
