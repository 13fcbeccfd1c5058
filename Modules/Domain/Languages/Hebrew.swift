extension Language {
  /// Hebrew: prepositions and the article are written onto the word ("בחופשה", "החופש"), so the
  /// vacation words end a word ("*חופשה"). Hanukkah and Purim are no public holidays but school
  /// holidays: on a school calendar their name alone is a free day.
  public static let hebrew = Language(
    code: "he", name: "Hebrew",
    keywords: [
      .noSchool: [
        "*חופשה", "*חופשת", "*חופש", "יום חופשי", "אין לימודים", "לא יתקיימו לימודים", "אין בית ספר",
        "בית הספר סגור", "יום בחירות",
      ],
      .earlyRelease: ["יום לימודים מקוצר", "יום מקוצר", "סיום מוקדם", "שחרור מוקדם"],
      .schoolDay: ["לימודים כרגיל", "יום לימודים רגיל", "יום השלמה"],
      .termStart: ["פתיחת שנת הלימודים", "תחילת שנת הלימודים", "יום הלימודים הראשון"],
      .termEnd: ["סיום שנת הלימודים", "סוף שנת הלימודים", "יום הלימודים האחרון", "חלוקת תעודות"],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "ראש השנה", "יום כיפור", "יום הכיפורים", "סוכות", "שמחת תורה", "חנוכה", "פורים", "פסח", "שביעי של פסח",
        "יום העצמאות", "ל\"ג בעומר", "שבועות",
      ],
      observances: [
        "ט\"ו בשבט", "יום השואה", "יום הזיכרון", "יום ירושלים", "יום האהבה", "יום המשפחה", "סיגד", "שעון קיץ",
        "שעון חורף",
      ],
      holidayCalendars: ["חגים", "חגי ישראל", "חגים ומועדים"],
      schoolHolidayCalendars: ["חופשות", "לוח חופשות"],
      notDaysOff: ["יום עבודה", "לא יום חופש"],
      regional: ["בלבד"],
      fillers: ["יום", "חג"]
    ),
    // Hebrew puts the head first, as Romance languages do: "קייטנת חופש", "מסיבת חנוכה".
    titleGrammar: TitleGrammar(
      activities: [
        "קייטנה", "קייטנת", "קייטנות", "מסיבה", "מסיבת", "טיול", "שיעורי בית", "הרשמה", "הסעות", "הסעה", "מופע",
        "הצגה", "יריד", "צהרון", "צהרונים",
      ],
      returns: ["חזרה"],
      times: ["לפני", "אחרי"],
      laterToday: ["אחרי הלימודים", "בסיום הלימודים"]
    ),
    termWords: ["מחצית", "שנת הלימודים", "שנת לימודים"],
    // "גן" (kindergarten) is also a garden, and stays out.
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["גן ילדים", "גני ילדים"],
        .elementary: ["יסודי", "בית ספר יסודי", "יסודיים"],
        .middle: ["חטיבת ביניים", "חטיבות ביניים"],
        .high: ["תיכון", "חטיבה עליונה"],
      ],
      except: ["למעט"]
    )
  )
}
