import KinemaGeometry
import KinemaRender
import Observation

@testable import KinemaUI

/// State a test toggles from outside the views (as an event handler would).
@MainActor
@Observable
final class TransitionModel {
    var show = true
    var ids = [1, 2, 3]
    var identity = 0
    var count = 0
}

/// What happened, in order.
@MainActor
final class EventLog {
    var events: [String] = []
}

extension HeadlessHost {
    /// The display items that draw `text`.
    func items(showing text: String) -> [DisplayItem] {
        displayList.items.filter {
            if case .text(let string, _) = $0.kind { return string == text }
            return false
        }
    }

    /// The one item drawing `text` (`nil` when there is none or several).
    func item(showing text: String) -> DisplayItem? {
        let found = items(showing: text)
        return found.count == 1 ? found[0] : nil
    }
}
