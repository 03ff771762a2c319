import Foundation
import Observation

/// An action that refreshes a view's data: what ``View/refreshable(action:)`` installs, read from
/// `@Environment(\.refresh)`.
///
/// ```swift
/// List(articles) { ArticleRow(article: $0) }
///     .refreshable { await store.reload() }
/// ```
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh and returns when it is over.
    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshActionKey: EnvironmentKey {
    static let defaultValue: RefreshAction? = nil
}

extension EnvironmentValues {
    /// The refresh action of the views in this subtree (set by ``View/refreshable(action:)``), or
    /// `nil`.
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

extension View {
    /// Makes the lists in this subtree refreshable: pulling a ``List`` down past its top by more
    /// than two cells and letting go, or pressing Control-R (or
    /// Command-R) while it has the keyboard, runs `action`; a spinner shows at the top of the list
    /// until it returns. A refresh does not start again while one runs. Other views can run it
    /// through `@Environment(\.refresh)`.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.refresh, RefreshAction(action: action))
    }
}

/// A list's refresh: whether one runs (the list's body reads it, so the spinner follows), and
/// whether the content is pulled far enough past the top to start one on release.
@MainActor
@Observable
final class ListRefresher {
    /// Cells the content must show past its top (after rubber banding) for a release to refresh.
    static let pullThreshold = 2.0

    /// Whether a refresh runs.
    private(set) var isRefreshing = false
    @ObservationIgnored var isPulledPastThreshold = false
    /// Refreshes started (tests and diagnostics read it).
    @ObservationIgnored private(set) var started = 0

    init() {}

    /// Starts `action` unless a refresh runs; the spinner shows until it returns.
    func begin(_ action: RefreshAction?) {
        guard let action, !isRefreshing else { return }
        isRefreshing = true
        started += 1
        Task { @MainActor in
            await action()
            self.isRefreshing = false
        }
    }
}
