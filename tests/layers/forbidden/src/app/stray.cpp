// Forbidden: a file outside every layer folder.
