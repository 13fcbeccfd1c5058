extension CalendarContextEngine {
  /// A holiday's name with the school levels it is for in parentheses: "Saint Nicholas Day 2024
  /// (Pre-primary and Primary)", "Día de Andalucía (Infantil y Primaria)". The name decides as a
  /// name alone does, and the levels say for whom (`levelNote`). The parentheses hold a few words
  /// naming levels, nothing more than a short qualifier: "Veterans Day Concert (Grade 5)" is no name.
  func isHolidayForLevels(_ title: String) -> Bool {
    guard let open = title.firstIndex(of: "("), title.hasSuffix(")"), open > title.startIndex else { return false }
    let qualifier = title[title.index(after: open)..<title.index(before: title.endIndex)]
    guard qualifier.split(separator: " ").count <= 5, !qualifier.contains("(") else { return false }
    return HolidayNames.isHoliday(String(title[..<open])) && levelReader.read(String(qualifier)) != nil
  }
}
