/// A group of rows with an optional header and footer, in a ``List`` (or any container).
///
/// ```swift
/// List {
///     Section("Fiction") {
///         ForEach(novels) { BookRow(book: $0) }
///     }
///     Section {
///         Text("About")
///     } header: {
///         Text("Settings")
///     } footer: {
///         Text("Version 1.0")
///     }
/// }
/// ```
///
/// In a ``List`` the header and footer are rows of their own, drawn by the list's style (see the
/// Lists article), and the section's rows are built lazily with the list's other rows. Anywhere
/// else a section is its header, content and footer laid out as siblings in the parent container,
/// as in SwiftUI.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer
    let hasHeader: Bool
    let hasFooter: Bool

    init(header: Parent, content: Content, footer: Footer, hasHeader: Bool, hasFooter: Bool) {
        self.header = header
        self.content = content
        self.footer = footer
        self.hasHeader = hasHeader
        self.hasFooter = hasFooter
    }

    /// Creates a section with a header and a footer.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.init(header: header(), content: content(), footer: footer(), hasHeader: true, hasFooter: true)
    }

    /// Creates a section with `header` and `footer` views (SwiftUI's older spelling).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer, hasHeader: true, hasFooter: true)
    }

    /// The header, the rows and the footer, as siblings.
    public var body: some View {
        // Inside a grouped or columns form the form style draws the section (see `FormStyle.swift`).
        if formSectionLook == .plain {
            Group {
                header
                content
                footer
            }
        } else {
            FormSection(
                look: formSectionLook, header: hasHeader ? header : nil, content: content,
                footer: hasFooter ? footer : nil)
        }
    }

    @Environment(\.formSectionLook) private var formSectionLook
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), hasHeader: true, hasFooter: false)
    }

    /// Creates a section with a `header` view (SwiftUI's older spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView(), hasHeader: true, hasFooter: false)
    }
}

extension Section where Parent == EmptyView {
    /// Creates a section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer(), hasHeader: false, hasFooter: true)
    }

    /// Creates a section with a `footer` view (SwiftUI's older spelling).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer, hasHeader: false, hasFooter: true)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section with neither header nor footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(
            header: EmptyView(), content: content(), footer: EmptyView(), hasHeader: false, hasFooter: false)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section whose header is `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(
            header: Text(String(title)), content: content(), footer: EmptyView(), hasHeader: true,
            hasFooter: false)
    }
}

/// A ``Section`` seen without its types, by the containers that give sections a layout of their own
/// (``List``; lazy stacks with pinned views can read it the same way).
@MainActor
protocol SectionParts {
    /// The header, when the section has one.
    var sectionHeader: (any View)? { get }
    /// The rows.
    var sectionContent: any View { get }
    /// The footer, when the section has one.
    var sectionFooter: (any View)? { get }
}

extension Section: SectionParts {
    var sectionHeader: (any View)? { hasHeader ? header : nil }
    var sectionContent: any View { content }
    var sectionFooter: (any View)? { hasFooter ? footer : nil }
}
