// A header that ends right after a loop directive.
#pragma hier thread
