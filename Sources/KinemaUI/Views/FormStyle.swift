import KinemaRender

/// The look of a ``Form``: SwiftUI's `FormStyle`.
///
/// ```swift
/// Form { … }.formStyle(.grouped)
/// ```
///
/// | style | draws |
/// |---|---|
/// | ``AutomaticFormStyle`` (`.automatic`) | rows one under another, sections stacked as header, rows, footer |
/// | ``GroupedFormStyle`` (`.grouped`) | each section's rows in a rounded box, its header above and footer below in the secondary style, a blank row between sections (iOS's inset grouped form) |
/// | ``ColumnsFormStyle`` (`.columns`) | each section in two columns: its header right-aligned in the leading third, its rows and footer beside it (macOS's columns form, by section: a terminal control draws its own label, so labels cannot move to a column of their own) |
///
/// Every style lays the form out one column in from each side in a vertical scroll view.
@MainActor
@preconcurrency
public protocol FormStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// What a style is given.
    typealias Configuration = FormStyleConfiguration

    /// The form's view for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``FormStyle`` is given: the form's content.
public struct FormStyleConfiguration {
    /// The form's content (its rows and sections), as one view.
    public struct Content: View {
        let content: AnyView

        init<V: View>(_ view: V) {
            content = AnyView(view)
        }

        /// A primitive view: the runtime implements it, it has no body.
        public typealias Body = Never
    }

    /// The form's content.
    public let content: Content
}

extension FormStyleConfiguration.Content: StructuralView {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        StructuralNode(runtime: runtime, parent: parent, environment: environment)
    }

    func reconcileChildren(of node: StructuralNode) {
        node.runtime.reconcileChild(of: node, at: 0, with: content.storage)
    }
}

/// How a ``Section`` inside a form draws itself (set by the form's style).
enum FormSectionLook: Hashable, Sendable {
    case plain, grouped, columns
}

/// The scroll view and margins every built-in form style shares.
private struct FormScroller<Content: View>: View {
    let look: FormSectionLook
    let content: Content

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) { content }
                .padding(.horizontal, cells: 1)
                .frame(maxWidth: .infinity, alignment: .leading)
                .environment(\.formSectionLook, look)
        }
        // A form fills the space it is offered, as SwiftUI's does, whatever stack it is in.
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// The default form style: rows and sections one under another.
public struct AutomaticFormStyle: FormStyle {
    /// The automatic style.
    public init() {}

    /// The rows in a vertical scroll view.
    public func makeBody(configuration: Configuration) -> some View {
        FormScroller(look: .plain, content: configuration.content)
    }
}

/// Sections as rounded boxes, headers above and footers below them.
public struct GroupedFormStyle: FormStyle {
    /// The grouped style.
    public init() {}

    /// The rows in a vertical scroll view, each section boxed.
    public func makeBody(configuration: Configuration) -> some View {
        FormScroller(look: .grouped, content: configuration.content)
    }
}

/// Sections in two columns: the header leading, the rows trailing.
public struct ColumnsFormStyle: FormStyle {
    /// The columns style.
    public init() {}

    /// The rows in a vertical scroll view, each section's header in a column of its own.
    public func makeBody(configuration: Configuration) -> some View {
        FormScroller(look: .columns, content: configuration.content)
    }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// Rows and sections one under another.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Each section in a rounded box.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Each section's header in a leading column.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Sets the style of the forms below (``FormStyle``).
    public func formStyle<S: FormStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.formStyle, AnyFormStyle(style))
    }
}

/// A form style with its type erased, for the environment.
@MainActor
struct AnyFormStyle {
    private let make: @MainActor (FormStyleConfiguration) -> AnyView

    init<S: FormStyle>(_ style: S) {
        make = { AnyView(style.makeBody(configuration: $0)) }
    }

    func makeBody(configuration: FormStyleConfiguration) -> AnyView { make(configuration) }
}

private struct FormStyleKey: EnvironmentKey {
    static var defaultValue: AnyFormStyle? { nil }
}

private struct FormSectionLookKey: EnvironmentKey {
    static let defaultValue = FormSectionLook.plain
}

extension EnvironmentValues {
    /// The form style set with ``View/formStyle(_:)`` (`nil`: automatic).
    var formStyle: AnyFormStyle? {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }

    /// How sections draw: set by the form style around them.
    var formSectionLook: FormSectionLook {
        get { self[FormSectionLookKey.self] }
        set { self[FormSectionLookKey.self] = newValue }
    }
}

/// A section inside a grouped or columns form.
struct FormSection<Header: View, Content: View, Footer: View>: View {
    let look: FormSectionLook
    let header: Header?
    let content: Content
    let footer: Footer?

    var body: some View {
        if look == .grouped {
            VStack(alignment: .leading, spacing: 0) {
                if let header { header.foregroundStyle(.secondary).padding(.leading, cells: 1) }
                VStack(alignment: .leading, spacing: 0) { content }
                    .padding(.horizontal, cells: 1)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .border(.default, style: .rounded)
                if let footer { footer.foregroundStyle(.secondary).padding(.leading, cells: 1) }
            }
            .padding(.bottom, cells: 1)
        } else {
            HStack(alignment: .top, spacing: 1) {
                Group { if let header { header.bold() } }
                    .containerRelativeFrame(.horizontal, count: 3, spacing: 1, alignment: .topTrailing)
                VStack(alignment: .leading, spacing: 0) {
                    content
                    if let footer { footer.foregroundStyle(.secondary) }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .padding(.bottom, cells: 1)
        }
    }
}
