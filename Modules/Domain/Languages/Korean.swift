extension Language {
  /// Korean: words carry particles ("겨울방학을"), so every Hangul syllable is a word of its own to
  /// the matcher (`KeywordText.isSpaceless`) and "방학" is found inside longer words. The ceremonies
  /// that close a term before a vacation ("방학식", "겨울방학식") are school days that end the term,
  /// listed whole so that the vacation inside them is not read as a closure.
  public static let korean = Language(
    code: "ko", name: "Korean",
    keywords: [
      .noSchool: [
        "방학", "겨울방학", "여름방학", "봄방학", "학년말방학", "재량휴업일", "재량휴업", "휴업일", "휴교",
        "임시휴교", "휴일", "공휴일", "대체공휴일", "개교기념일", "연휴",
      ],
      .earlyRelease: ["단축수업", "조기하교", "오전수업"],
      .schoolDay: ["수업일", "등교일", "보충수업", "정상수업"],
      .termStart: ["개학", "개학식", "개학일", "입학식", "시업식"],
      .termEnd: ["방학식", "겨울방학식", "여름방학식", "봄방학식", "종업식", "수료식"],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "신정", "설날", "삼일절", "어린이날", "부처님 오신 날", "석가탄신일", "현충일", "광복절", "추석", "개천절",
        "한글날", "기독탄신일", "성탄절",
      ],
      observances: ["발렌타인데이", "화이트데이", "어버이날", "스승의 날", "식목일", "국군의 날", "할로윈"],
      holidayCalendars: ["공휴일", "법정공휴일", "대한민국 공휴일"],
      schoolHolidayCalendars: ["방학 일정"],
      notDaysOff: ["공휴일 아님", "기념일"],
      regional: ["일부 지역"],
      fillers: ["의"]
    ),
    // Each Hangul syllable is a word (`KeywordText.isSpaceless`), and Korean puts "before" and "after"
    // behind the noun: postpositions ("방학 전", "방학 후", "방학 이후"). What follows the holiday
    // closely is what it qualifies: "방학 숙제", "겨울방학 캠프", "방학 중 방과후".
    titleGrammar: TitleGrammar(
      activities: ["숙제", "과제", "캠프", "방과후", "돌봄", "특강", "신청"],
      postpositions: ["전", "전날", "직전", "후", "직후", "이후", "이전"]
    ),
    termWords: ["학기", "1학기", "2학기", "학년도"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["유치원"],
        .elementary: ["초등학교", "초등"],
        .middle: ["중학교"],
        .high: ["고등학교"],
      ],
      except: ["제외"]
    )
  )
}
