import Observation

/// Whether the user can edit a view's content: SwiftUI's `EditMode`, read and written through
/// `@Environment(\.editMode)`.
///
/// ```swift
/// @Environment(\.editMode) private var editMode
///
/// List {
///     ForEach(items) { Text($0.name) }
///         .onDelete { items.remove(atOffsets: $0) }
///         .onMove { items.move(fromOffsets: $0, toOffset: $1) }
/// }
/// .toolbar { EditButton() }
/// ```
///
/// Every host puts a binding to an edit mode of its own (inactive at first) at the root of its
/// views' environment, as a SwiftUI hosting controller does, so an ``EditButton`` and the lists
/// beside it share one; `.environment(\.editMode, $mode)` gives a part of the tree another.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (SwiftUI's state during a swipe to delete): lists show no editing
    /// controls for it; a terminal app rarely sets it.
    case transient
    /// Editing: a ``List`` shows its delete and move controls.
    case active

    /// Whether content is being edited (``active`` or ``transient``).
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static let defaultValue: Binding<EditMode>? = nil
}

extension EnvironmentValues {
    /// The edit mode of the views, as a binding (`nil` where no view provides one; every host
    /// provides one at its root).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// The edit mode a host provides at its root.
@MainActor
@Observable
final class EditModeStorage {
    var mode = EditMode.inactive

    /// A binding to ``mode``.
    var binding: Binding<EditMode> {
        Binding(get: { [unowned self] in mode }, set: { [unowned self] in mode = $0 })
    }
}

/// A button that turns the environment's ``EditMode`` on and off: SwiftUI's `EditButton`.
///
/// It reads "Edit" while not editing and "Done" while editing, and a press (a click, or Return or
/// Space while it has focus) switches the mode with the default animation, so lists' editing
/// controls slide in and out. Where the environment has no edit mode it reads "Edit" and does
/// nothing.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Creates the button.
    public init() {}

    /// "Edit" or "Done".
    public var body: some View {
        let binding = editMode
        let isEditing = binding?.wrappedValue.isEditing ?? false
        return Button(isEditing ? "Done" : "Edit") {
            guard let binding else { return }
            withAnimation { binding.wrappedValue = isEditing ? .inactive : .active }
        }
    }
}

extension View {
    /// Keeps the user from deleting this row of a ``List`` (no delete control in edit mode, no
    /// "Delete" swipe action, Delete and Backspace skip it) when `isDisabled`. Outside a list it
    /// does nothing, as in SwiftUI.
    public func deleteDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, _ListRowTraitModifier> {
        modifier(_ListRowTraitModifier(trait: .deleteDisabled(isDisabled)))
    }

    /// Keeps the user from moving this row of a ``List`` (no move handle in edit mode, Option-↑/↓
    /// skip it) when `isDisabled`. Outside a list it does nothing, as in SwiftUI.
    public func moveDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, _ListRowTraitModifier> {
        modifier(_ListRowTraitModifier(trait: .moveDisabled(isDisabled)))
    }
}
