import Foundation
import KinemaRender

extension View {
    /// Presents the view `content` builds as a sheet while `isPresented` is true.
    ///
    /// The sheet slides up from the bottom of the screen to its detent (see
    /// ``View/presentationDetents(_:)``; `.large` by default), covers the screen whatever view the
    /// modifier is attached to, and takes the pointer and keys: the views beneath stop receiving
    /// them. It is dismissed by setting `isPresented` to false, by `dismiss()` in its environment,
    /// by Esc, or by dragging it down (unless ``View/interactiveDismissDisabled(_:)``);
    /// `onDismiss` runs when it has left the screen. Only one sheet per level: a second sheet
    /// turned on while one is shown is not presented, its binding goes back to false, and the
    /// host's `diagnostics` say so (SwiftUI logs the same). A sheet may present its own sheet.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        SheetPresenter(
            base: self, isPresented: isPresented, onDismiss: onDismiss, isFullScreen: false,
            content: { AnyView(content()) })
    }

    /// Presents a sheet for `item` while it is not nil; dismissing it sets `item` to nil. A
    /// different item while one is shown replaces the sheet's content.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        SheetPresenter(
            base: self, isPresented: item.isPresented, onDismiss: onDismiss, isFullScreen: false,
            content: { item.wrappedValue.map { AnyView(content($0)) } })
    }

    /// Presents the view `content` builds over the whole screen while `isPresented` is true. It
    /// slides up from the bottom, has no detents and cannot be dragged away (as in SwiftUI):
    /// dismiss it with the binding, `dismiss()` or Esc.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        SheetPresenter(
            base: self, isPresented: isPresented, onDismiss: onDismiss, isFullScreen: true,
            content: { AnyView(content()) })
    }

    /// Presents a full-screen cover for `item` while it is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        SheetPresenter(
            base: self, isPresented: item.isPresented, onDismiss: onDismiss, isFullScreen: true,
            content: { item.wrappedValue.map { AnyView(content($0)) } })
    }
}

extension Binding where Value: OptionalProtocol {
    /// Whether an optional item binding holds a value; writing false sets it to nil.
    fileprivate var isPresented: Binding<Bool> {
        Binding<Bool>(
            get: { self.wrappedValue.isSome },
            set: { if !$0 { self.wrappedValue = Value.none } })
    }
}

/// Lets `Binding<Item?>` test and clear its value generically.
protocol OptionalProtocol {
    var isSome: Bool { get }
    static var none: Self { get }
}

extension Optional: OptionalProtocol {
    var isSome: Bool { self != nil }
}

/// Presents one sheet or cover over the screen: its model, the claim on the host's presentation
/// level, and the layer drawn over everything.
struct SheetPresenter<Base: View>: View {
    let base: Base
    let isPresented: Binding<Bool>
    let onDismiss: (@MainActor () -> Void)?
    let isFullScreen: Bool
    let content: @MainActor () -> AnyView?
    @State private var model = SheetModel()
    @State private var token = PresentationRegistry.makeToken()
    @Environment(\.presentationLevel) private var level
    @Environment(\.accessibilityReduceMotion) private var reducesMotion

    var body: some View {
        let model = model
        // Read in the body: actions run after the update, when this view's node may be gone.
        let level = level
        let token = token
        let _ = configure(model)
        base
            .inactiveScreen(model.isMounted)
            .overlay(alignment: .topLeading) {
                // Always there (a GeometryReader inserted later was laid out at zero size): the
                // presenting view's place on screen, which the layer moves back to the origin.
                GeometryReader { proxy in
                    if model.isMounted {
                        SheetLayer(model: model, origin: proxy.frame(in: .global).origin, level: level) {
                            model.shownContent ?? AnyView(EmptyView())
                        }
                    }
                }
            }
            .onChange(of: isPresented.wrappedValue, initial: true) { _, presented in
                presented ? present(model, level: level, token: token) : model.dismiss()
            }
            .onDisappear { PresentationRegistry.release(token) }
    }

    private func configure(_ model: SheetModel) {
        model.isFullScreen = isFullScreen
        model.jumps = reducesMotion
        // A plain write: the content shown keeps the last non-nil view, so an item sheet still
        // draws its item while it slides away after the item became nil.
        if let view = content() { model.shownContent = view }
        let binding = isPresented
        model.onDismissBegan = { if binding.wrappedValue { binding.wrappedValue = false } }
        model.onDismissEnded = { [token, onDismiss] in
            PresentationRegistry.release(token)
            onDismiss?()
        }
    }

    private func present(_ model: SheetModel, level: Int, token: Int) {
        guard PresentationRegistry.claim(token, level: level) else {
            reportToHost(
                "sheet: only one sheet per level is presented at a time; a second one was turned on while "
                    + "another is shown and was not presented (its binding was set back to false)")
            isPresented.wrappedValue = false
            return
        }
        if let height = currentHostLayoutSize?.height { model.resize(height: Double(height)) }
        model.present()
    }
}
