/// Where a JSON document is wrong and how, in words a parent can act on: settings files and backups share it.
public enum DecodingProblem {
  /// The JSON path (`calendar.rules.schoolWeek[2]`) and a sentence for a decoding error.
  public static func describe(_ error: DecodingError) -> (path: String, message: String) {
    switch error {
    case .dataCorrupted(let context):
      (jsonPath(context.codingPath), context.debugDescription)
    case .keyNotFound(let key, let context):
      (jsonPath(context.codingPath + [key]), "is required")
    case .typeMismatch(let type, let context):
      (jsonPath(context.codingPath), "should be \(expected(type))")
    case .valueNotFound(let type, let context):
      (jsonPath(context.codingPath), "should be \(expected(type)), not null")
    @unknown default:
      ("(top level)", "\(error)")
    }
  }

  /// `calendar.rules.schoolWeek[2]` for a coding path.
  public static func jsonPath(_ path: [any CodingKey]) -> String {
    var result = ""
    for key in path {
      if let index = key.intValue {
        result += "[\(index)]"
      } else {
        result += (result.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return result.isEmpty ? "(top level)" : result
  }

  static func expected(_ type: Any.Type) -> String {
    switch type {
    case is Bool.Type: "true or false"
    case is String.Type: "text in quotes"
    case is Int.Type, is Int64.Type: "a whole number"
    case is Double.Type: "a number"
    default: String(describing: type).hasPrefix("Array") ? "a list [...]" : "an object {...}"
    }
  }
}
