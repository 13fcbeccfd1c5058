extension DayContext.Rule {
  /// What the rule means, in a few words, for `calendar explain` and the preview legend.
  public var summary: String {
    switch self {
    case .calendarOff: "calendar reading is off: weekday rules alone"
    case .calendarUnavailable: "a counted calendar could not be read: weekday rules alone"
    case .override: "a parent's override"
    case .schoolDayMarker: "a school-day event (make-up day, school in session, a working weekend day)"
    case .freeDayMarker: "a no-school event covering the school day"
    case .publicHoliday: "a public holiday on a public-holiday calendar"
    case .weekend: "outside the school week"
    case .earlyRelease: "an early release: school in the morning only"
    case .descriptionMarker: "an event whose description or categories say so (weaker than a title)"
    case .holidayName: "an event on the school calendar named after a public holiday (it says no more)"
    case .noCycleDay:
      "a school-week day without the day-cycle event (\"Day 3\", \"B Day\") or the lesson its calendar gives every class day"
    case .seriesSkip:
      "a school-week day a recurring school-day event leaves out (an excluded or cancelled date of the series)"
    case .term:
      "the school term: its first and last days, its spans (\"Term 1\"), a day cycle's run, or a school calendar's"
        + " daytime events at most a week apart either side, on the calendars"
    case .betweenSchoolHolidays: "a school-week day outside the ranges of a school-holiday calendar"
    case .noPublicHoliday:
      "a school-week day a complete public-holiday calendar (built-in holidays) leaves free of holidays"
    case .schoolEvents: "other events on the school calendar that day"
    case .noInformation: "nothing on the calendars says"
    }
  }
}
