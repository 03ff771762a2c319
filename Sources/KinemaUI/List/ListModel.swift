/// The rows of a ``List``'s content, flattened: section headers and footers, static rows, and each
/// `ForEach` as one segment whose elements are read on demand — so a list of a million rows costs
/// nothing until its rows are built.
///
/// A `ForEach` whose rows are sections (`ForEach(groups) { Section(…) { … } }`) is expanded when
/// the model is made: O(sections), each section's own `ForEach` staying lazy.
///
/// Invariants:
/// - `starts[i]` is the first row of `segments[i]`; `starts` ascends; `count` is the sum of the
///   segments' counts.
@MainActor
struct ListModel {
    enum Kind: Equatable {
        case header, footer, row
    }

    enum Segment {
        case single(any View, Kind, section: Int)
        case forEach(any ListForEachAccess, section: Int)

        @MainActor var count: Int {
            switch self {
            case .single: 1
            case .forEach(let access, _): max(access.lazyCount, 0)
            }
        }

        @MainActor var section: Int {
            switch self {
            case .single(_, _, let section), .forEach(_, let section): section
            }
        }
    }

    /// One row: what it shows and what it is.
    struct Entry {
        var view: any View
        var kind: Kind
        var key: ListRowKey
        var section: Int
        /// The segment and the offset in its `ForEach` (nil for a static row, header or footer).
        var forEach: (segment: Int, offset: Int)?
    }

    private(set) var segments: [Segment] = []
    private(set) var starts: [Int] = []
    private(set) var count = 0
    private(set) var sectionCount = 0
    /// Rows that start a section after the first (the grouped styles put a blank row before them).
    private(set) var sectionStarts: Set<Int> = []

    init() {}

    init(_ content: any View) {
        append(content, section: 0)
    }

    private mutating func append(_ view: any View, section: Int) {
        if let parts = view as? any SectionParts {
            appendSection(parts)
        } else if let access = view as? any ListForEachAccess {
            if access.lazyCount > 0, access.lazyView(at: 0) is any SectionParts {
                for offset in 0..<access.lazyCount { append(access.lazyView(at: offset), section: section) }
            } else {
                add(.forEach(access, section: section))
            }
        } else if let tuple = view as? any LazyTupleElements {
            for element in tuple.lazyElements { append(element, section: section) }
        } else if let group = view as? any GroupContent {
            append(group.groupContent, section: section)
        } else if let optional = view as? any OptionalContent {
            if let wrapped = optional.wrappedContent { append(wrapped, section: section) }
        } else if let conditional = view as? any ConditionalContent {
            append(conditional.activeContent, section: section)
        } else if let erased = view as? AnyView {
            append(erased.storage, section: section)
        } else if view is EmptyView {
            return
        } else {
            add(.single(view, .row, section: section))
        }
    }

    private mutating func appendSection(_ parts: any SectionParts) {
        let section = sectionCount
        sectionCount += 1
        if count > 0 { sectionStarts.insert(count) }
        if let header = parts.sectionHeader { add(.single(header, .header, section: section)) }
        append(parts.sectionContent, section: section)
        if let footer = parts.sectionFooter { add(.single(footer, .footer, section: section)) }
    }

    private mutating func add(_ segment: Segment) {
        starts.append(count)
        segments.append(segment)
        count += segment.count
    }

    /// The segment holding `row` (binary search: O(log segments)).
    func segmentIndex(of row: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= row { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The row `row` (which must be in `0..<count`).
    func entry(at row: Int) -> Entry {
        let index = segmentIndex(of: row)
        let offset = row - starts[index]
        switch segments[index] {
        case .single(let view, let kind, let section):
            return Entry(
                view: view, kind: kind, key: ListRowKey(segment: index, element: AnyHashable(0)), section: section)
        case .forEach(let access, let section):
            return Entry(
                view: access.lazyView(at: offset), kind: .row,
                key: ListRowKey(segment: index, element: access.lazyID(at: offset)), section: section,
                forEach: (index, offset))
        }
    }

    /// The identity of `row` (without building its view).
    func key(at row: Int) -> ListRowKey {
        let index = segmentIndex(of: row)
        switch segments[index] {
        case .single: return ListRowKey(segment: index, element: AnyHashable(0))
        case .forEach(let access, _):
            return ListRowKey(segment: index, element: access.lazyID(at: row - starts[index]))
        }
    }

    /// The value `row` stands for in a selection: its `.tag(_:)`, or else its `ForEach` element's
    /// id; `nil` for headers, footers and untagged static rows.
    func tag(at row: Int) -> AnyHashable? {
        guard row >= 0, row < count else { return nil }
        let entry = entry(at: row)
        return Self.tag(of: entry, traits: ListRowTraits(of: entry.view))
    }

    /// The tag of a row already read (see ``tag(at:)``), given the traits of its view.
    static func tag(of entry: Entry, traits: ListRowTraits) -> AnyHashable? {
        guard entry.kind == .row else { return nil }
        if let tag = traits.tag { return tag }
        return entry.forEach == nil ? nil : entry.key.element
    }

    /// The `ForEach` of segment `index`, if it is one.
    func access(ofSegment index: Int) -> (any ListForEachAccess)? {
        guard index >= 0, index < segments.count, case .forEach(let access, _) = segments[index] else { return nil }
        return access
    }

    /// The first row of segment `index`.
    func start(ofSegment index: Int) -> Int { starts[index] }

    /// Whether `row` is the last row of its section's rows (no row of the same section follows it).
    ///
    /// - Complexity: O(log segments); no row's view is built.
    func isLastInSection(_ row: Int) -> Bool {
        guard row + 1 < count else { return true }
        let next = segments[segmentIndex(of: row + 1)]
        if case .single(_, let kind, _) = next, kind != .row { return true }
        return next.section != segments[segmentIndex(of: row)].section
    }
}

/// A list row's identity: its segment, and its `ForEach` element's id (0 for a single view).
struct ListRowKey: Hashable {
    let segment: Int
    let element: AnyHashable
}

/// The views a list looks through when flattening its content.
@MainActor
protocol GroupContent {
    var groupContent: any View { get }
}

extension Group: GroupContent {
    var groupContent: any View { content }
}

@MainActor
protocol OptionalContent {
    var wrappedContent: (any View)? { get }
}

extension Optional: OptionalContent where Wrapped: View {
    var wrappedContent: (any View)? { self.map { $0 } }
}

@MainActor
protocol ConditionalContent {
    var activeContent: any View { get }
}

extension _ConditionalContent: ConditionalContent {
    var activeContent: any View {
        switch storage {
        case .trueContent(let content): content
        case .falseContent(let content): content
        }
    }
}
