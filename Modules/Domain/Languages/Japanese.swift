extension Language {
  /// Japanese, written without spaces: every kana and kanji is a word of its own to the matcher
  /// (`KeywordText.isSpaceless`), so "冬休み" is found in "冬休み開始". "休み" alone is left out
  /// ("昼休み" is the lunch break), and the day school resumes ("冬休み明け") is a school day.
  public static let japanese = Language(
    code: "ja", name: "Japanese",
    keywords: [
      .noSchool: [
        "休校", "臨時休校", "休業日", "臨時休業", "学校休業日", "振替休業日", "冬季休業", "夏季休業", "春季休業",
        "学年末休業", "冬休み", "夏休み", "春休み", "秋休み", "代休", "開校記念日", "創立記念日", "学校閉鎖", "休日", "休講日", "連休",
        "祝日",
      ],
      .earlyRelease: ["短縮授業", "午前授業", "午前中授業", "半日授業", "早帰り"],
      .schoolDay: ["登校日", "出校日", "授業日", "振替授業", "土曜授業", "休み明け", "冬休み明け", "夏休み明け", "春休み明け"],
      .termStart: ["始業式", "入学式", "新学期", "授業開始"],
      .termEnd: ["終業式", "修了式"],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "元日", "成人の日", "建国記念の日", "天皇誕生日", "春分の日", "昭和の日", "憲法記念日", "みどりの日",
        "こどもの日", "海の日", "山の日", "敬老の日", "秋分の日", "スポーツの日", "体育の日", "文化の日",
        "勤労感謝の日", "振替休日", "国民の休日",
      ],
      observances: [
        "バレンタインデー", "ひな祭り", "ひなまつり", "七夕", "母の日", "父の日", "節分", "クリスマス",
        "クリスマスイブ", "ハロウィン", "大晦日",
      ],
      holidayCalendars: ["祝日", "国民の祝日", "日本の祝日"],
      schoolHolidayCalendars: ["長期休業"],
      notDaysOff: ["休日ではない", "祝日ではない"],
      regional: ["一部地域", "地域のみ"],
      // "海の日休み", "成人の日 休み": a holiday's name and "休み" (a day off) is the holiday. Each kana and
      // kanji is a word, so the two characters are fillers; "昼休み" names no holiday.
      fillers: ["の", "休", "み"]
    ),
    // Each kana and kanji is a word (`KeywordText.isSpaceless`), and Japanese puts "before", "after"
    // and "back from" behind the noun: postpositions ("冬休み前", "夏休み後", "冬休み明け"; the day
    // school resumes is a school-day keyword too). What follows the holiday closely is what it
    // qualifies: "冬休みの宿題", "夏休み講習", "夏休みのしおり".
    titleGrammar: TitleGrammar(
      activities: ["宿題", "課題", "講習", "補習", "学童", "部活", "プール", "作品", "しおり"],
      postpositions: ["前", "前日", "直前", "後", "直後", "明け", "以降"]
    ),
    termWords: ["学期", "一学期", "二学期", "三学期", "前期", "後期", "年度"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["幼稚園", "保育園", "こども園"],
        .elementary: ["小学校", "小学部", "小学生"],
        .middle: ["中学校", "中学部", "中学生"],
        .high: ["高等学校", "高校", "高等部", "高校生"],
      ],
      except: ["を除く"]
    )
  )
}
