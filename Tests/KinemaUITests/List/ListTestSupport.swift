import Foundation
import KinemaGeometry

@testable import KinemaUI

/// A value a test's views write into and the test reads back.
@MainActor
final class ListBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A fruit with a stable id, for lists of Identifiable data.
struct Fruit: Identifiable, Hashable {
    let id: Int
    let name: String
}

/// The first line of `host` whose text (trimmed) starts with `prefix`.
@MainActor
func lineIndex(_ prefix: String, in host: HeadlessHost) -> Int? {
    host.lines.firstIndex { $0.trimmed.hasPrefix(prefix) }
}
