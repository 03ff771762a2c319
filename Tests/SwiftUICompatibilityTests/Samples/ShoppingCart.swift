import Kinema

@Observable
final class Cart {
    var items: [String] = ["Apples", "Bread"]
}

struct ShoppingCartScreen: View {
    @State private var cart = Cart()

    var body: some View {
        VStack(alignment: .leading) {
            CartSummary()
            Button("Add Milk") {
                cart.items.append("Milk")
            }
        }
        .environment(cart)
    }
}

struct CartSummary: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("\(cart.items.count) items").font(.headline)
            ForEach(cart.items, id: \.self) { item in
                Label(item, systemImage: "cart")
            }
        }
    }
}
