import Kinema

struct CheckoutButtons: View {
    var body: some View {
        VStack(spacing: 16) {
            Button("Details") {}
                .buttonStyle(.bordered)
                .controlSize(.mini)
            Button("Add to Cart") {}
                .buttonStyle(.bordered)
            Button("Buy Now") {}
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
            Button("Checkout") {}
                .buttonStyle(.borderedProminent)
                .controlSize(.extraLarge)
        }
        .padding()
    }
}
