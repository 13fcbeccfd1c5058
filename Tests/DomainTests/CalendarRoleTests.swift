import Domain
import Testing

@Suite("A calendar's role, detected from its name, its categories and the shape of its events")
struct CalendarRoleTests {
  let matcher = KeywordMatcher(preferences: KeywordPreferences())

  func detect(_ title: String, _ events: [CalendarEvent] = []) -> CalendarRole {
    CalendarRole.detect(title: title, events: events, matcher: matcher)
  }

  /// Two school-holiday ranges, as a Schulferien feed lists them.
  let ranges = [
    allDay("Herbstferien", "2026-10-26", through: "2026-10-30"),
    allDay("Weihnachtsferien", "2026-12-23", through: "2027-01-08"),
  ]

  /// Public holidays, one day each, as a calendar app's feed lists them.
  let holidays = [
    allDay("New Year's Day", "2027-01-01"), allDay("Martin Luther King Jr. Day", "2027-01-18"),
    allDay("Memorial Day", "2027-05-31"), allDay("Independence Day", "2027-07-05"),
  ]

  // MARK: - By name

  @Test("a name saying school holidays makes a school-holiday calendar: Schulferien, Ferien, vacances scolaires")
  func schoolHolidayNames() {
    for title in ["Schulferien Bayern", "Ferien", "Vacances scolaires Zone A", "School Holidays 2026/27", "Half Terms"]
    {
      #expect(detect(title) == .schoolHolidays, "\(title)")
      #expect(detect(title, holidays) == .schoolHolidays, "\(title), whatever its events")
    }
  }

  @Test("a name saying public holidays makes a public-holiday calendar: Feiertage, US Holidays, Jours fériés")
  func holidayNames() {
    for title in ["Feiertage Bayern", "US Holidays", "Jours fériés en France", "Festivos de España", "Bank holidays"] {
      #expect(detect(title) == .holidays, "\(title)")
      #expect(detect(title, ranges) == .holidays, "\(title), whatever its events")
    }
  }

  @Test("a school's name with nothing else to go on is a school calendar")
  func schoolName() {
    #expect(detect("Maple Grove Elementary") == .school)
    #expect(detect("Maple Grove Elementary", [allDay("Picture Day", "2026-10-14")]) == .school)
  }

  @Test("a name with both school and holidays is the school's holidays, never a public-holiday feed")
  func schoolAndHolidays() {
    #expect(detect("Maple Grove School Holidays") == .schoolHolidays)
    // A district's own calendar named after its holidays is still the school's calendar.
    let district = [allDay("First Day of School", "2026-09-01"), allDay("Picture Day", "2026-10-14")]
    #expect(detect("Maple Grove School District - Holidays", district) == .school)
    #expect(detect("Springfield Public Schools Holidays", district) == .school)
  }

  // MARK: - By categories

  @Test("most events categorised as public holidays make a public-holiday calendar")
  func byCategories() {
    // Names the holiday list does not know, so only the categories can tell.
    let english = [
      allDay("Lantern Walk", "2026-09-24").with(categories: ["Public holiday"]),
      allDay("Town Pageant", "2026-10-05").with(categories: ["Public holiday"]),
      allDay("Harvest Fair", "2026-10-09"),
    ]
    #expect(detect("Calendar", english) == .holidays)
    let german = [
      allDay("Tag der Befreiung", "2026-05-08").with(categories: ["Feiertag"]),
      allDay("Stadtfest", "2026-07-03").with(categories: ["Feiertag"]),
    ]
    #expect(detect("Kalender", german) == .holidays)
    // Without them, the same events say school calendar.
    #expect(detect("Calendar", english.map { $0.with() }) == .school)
  }

  @Test("ranges categorised as school holidays are school holidays, not public holidays")
  func schoolHolidayCategories() {
    for category in ["School holidays", "Schulferien", "Vacances scolaires"] {
      let events = ranges.map { $0.with(categories: [category]) }
      #expect(detect("Calendar", events) == .schoolHolidays, "\(category)")
    }
  }

  @Test("a description saying public holiday counts as a category does")
  func byDescription() {
    let events = [
      allDay("Heritage Day", "2026-09-24").with(notes: "Public holiday"),
      allDay("Founders' Day", "2026-10-05").with(notes: "Public holiday in all states"),
    ]
    #expect(detect("Calendar", events) == .holidays)
  }

  // MARK: - By shape

  @Test("two or more multi-day no-school ranges, all-day, with nothing school-shaped: school holidays")
  func rangesMakeSchoolHolidays() {
    #expect(detect("Bayern 2026/27", ranges) == .schoolHolidays)
    // Single-day observances and public holidays beside them, as many feeds list them, change nothing.
    let withDays =
      ranges + [
        allDay("Tag der Deutschen Einheit", "2026-10-03"), allDay("Valentinstag", "2027-02-14"),
        allDay("Muttertag", "2027-05-09"),
      ]
    #expect(detect("Bayern 2026/27", withDays) == .schoolHolidays)
    // One range is not enough to tell.
    #expect(detect("Bayern 2026/27", [ranges[0]]) == .school)
  }

  @Test("single-day holiday names and nothing else: public holidays")
  func holidayNamesMakeHolidays() {
    #expect(detect("Calendar", holidays) == .holidays)
    #expect(detect("Calendar", holidays + [allDay("Valentine's Day", "2027-02-14")]) == .holidays)
  }

  @Test("any term start, early release or make-up day makes a school calendar, whatever else it lists")
  func schoolShapes() {
    for marker in [
      allDay("First Day of School", "2026-09-01"), timed("Early Dismissal", "2026-12-18", "12:00", "12:30"),
      allDay("Snow Make-Up Day", "2027-02-13"), allDay("Letzter Schultag", "2027-07-23"),
    ] {
      #expect(detect("Calendar", ranges + [marker]) == .school, "\(marker.title)")
      #expect(detect("Calendar", holidays + [marker]) == .school, "\(marker.title)")
    }
  }

  @Test("timed events and ordinary events make a school calendar")
  func ordinaryEvents() {
    #expect(detect("Calendar", ranges + [timed("Choir", "2026-11-04", "15:00", "16:00")]) == .school)
    #expect(detect("Calendar", [allDay("Picture Day", "2026-10-14"), allDay("Book Fair", "2026-11-04")]) == .school)
  }

  @Test("cancelled occurrences do not count towards the shape")
  func cancelledIgnored() {
    let cancelledStart = allDay("First Day of School", "2026-09-01", status: .cancelled)
    #expect(detect("Calendar", ranges + [cancelledStart]) == .schoolHolidays)
  }
}
