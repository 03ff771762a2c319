import Observation

/// An element of a list's outline (or a disclosure group written in the list): the place in the
/// list's content it comes from and its id.
struct ListExpansionKey: Hashable {
    let source: Int
    let id: AnyHashable
}

/// Which outline elements and disclosure groups of one ``List`` are expanded.
///
/// The list's body reads ``expanded`` (it lays the outlines out from it), so expanding or
/// collapsing runs the body again, in the transaction of the change: inside `withAnimation` the
/// lazy stack sees the children's rows inserted or removed, fades them and slides the rows below.
///
/// Each expanded element also has a *hint*, where it was last seen (its parent's id and its offset
/// among its siblings), so laying an outline out finds its expanded elements in O(1) each instead
/// of scanning every sibling; a hint that no longer holds (the data changed) is corrected by
/// scanning that one level.
@MainActor
@Observable
final class ListExpansion {
    /// The expanded elements.
    var expanded: Set<ListExpansionKey> = []

    /// Where an expanded element was last seen.
    struct Hint {
        var parent: AnyHashable?
        var offset: Int
    }

    /// Not observed: correcting a hint changes nothing on screen.
    @ObservationIgnored var hints: [ListExpansionKey: Hint] = [:]

    func isExpanded(_ key: ListExpansionKey) -> Bool { expanded.contains(key) }

    /// Expands or collapses `key`, remembering where it is (`hint`).
    func set(_ key: ListExpansionKey, expanded isExpanded: Bool, hint: Hint?) {
        if let hint { hints[key] = hint }
        if isExpanded {
            if !expanded.contains(key) { expanded.insert(key) }
        } else if expanded.contains(key) {
            expanded.remove(key)
        }
    }
}
