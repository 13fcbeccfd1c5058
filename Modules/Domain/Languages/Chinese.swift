extension Language {
  /// Chinese, simplified and traditional (mainland, Taiwan, Hong Kong), written without spaces:
  /// every Han character is a word of its own to the matcher (`KeywordText.isSpaceless`), so "寒假"
  /// is found in "寒假开始". Both scripts are listed, since they fold to different characters. A
  /// weekend "补班" (a working day that makes up for a bridge day) is a school day.
  public static let chinese = Language(
    code: "zh", name: "Chinese",
    keywords: [
      .noSchool: [
        "寒假", "暑假", "春假", "放假", "假期", "休假", "补假", "補假", "停课", "停課", "全校停课", "全校停課",
        "学校假期", "學校假期", "颱風假", "彈性放假", "弹性放假", "国定假日", "國定假日", "公众假期", "公眾假期",
        "法定假日", "不上课", "不上課", "停止上课", "停止上課",
      ],
      .earlyRelease: [
        "提早放学", "提早放學", "提前放学", "提前放學", "半天课", "半天課", "半日上课", "半日上課", "下午停课",
        "下午停課",
      ],
      .schoolDay: [
        "补课", "補課", "补班", "補班", "补行上课", "補行上課", "照常上课", "照常上課", "正常上课", "正常上課",
        "上课日", "上課日",
      ],
      .termStart: ["开学", "開學", "开学日", "開學日", "开学典礼", "開學典禮", "新学期开始", "新學期開始"],
      .termEnd: ["休业式", "休業式", "结业式", "結業式", "散学典礼", "散學典禮", "学期结束", "學期結束"],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "元旦", "春节", "春節", "农历新年", "農曆新年", "除夕", "清明节", "清明節", "劳动节", "勞動節", "端午节",
        "端午節", "中秋节", "中秋節", "国庆节", "國慶日", "和平纪念日", "和平紀念日", "复活节", "復活節", "圣诞节",
        "聖誕節", "佛诞", "佛誕", "重阳节", "重陽節",
      ],
      observances: [
        "情人节", "情人節", "母亲节", "母親節", "父亲节", "父親節", "教师节", "教師節", "万圣节", "萬聖節", "元宵节",
        "元宵節", "七夕", "平安夜",
      ],
      holidayCalendars: ["节假日", "節假日", "公众假期", "公眾假期", "法定节假日", "国定假日", "國定假日"],
      schoolHolidayCalendars: ["学校假期", "學校假期", "寒暑假"],
      notDaysOff: ["不放假", "照常上班"],
      regional: ["仅限", "僅限"],
      fillers: ["的"]
    ),
    // Each Han character is a word (`KeywordText.isSpaceless`), and Chinese puts "before" and "after"
    // behind the noun: postpositions ("寒假前", "寒假后", "寒假结束后"). What follows the holiday
    // closely is what it qualifies: "寒假作业", "暑假托管", "寒假安全教育".
    titleGrammar: TitleGrammar(
      activities: [
        "作业", "作業", "冬令营", "冬令營", "夏令营", "夏令營", "托管", "辅导", "輔導", "报名", "報名", "活动", "活動",
        "社会实践", "社會實踐", "安全教育",
      ],
      conditions: ["如需", "如有需要", "视情况", "視情況"],
      // A holiday's weekend working day ("国庆调休上课", "周六上课"): school, when it falls outside the week.
      weekendSchool: ["调休", "調休", "上课", "上課", "上班"],
      postpositions: ["前", "之前", "前夕", "后", "後", "之后", "之後", "结束后", "結束後", "返校"]
    ),
    termWords: ["学期", "學期", "上学期", "上學期", "下学期", "下學期", "学年", "學年"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["幼儿园", "幼兒園", "幼稚园", "幼稚園"],
        .elementary: ["小学", "小學", "国小", "國小"],
        .middle: ["初中", "国中", "國中"],
        .high: ["高中"],
      ],
      except: ["除外"]
    )
  )
}
